import type { MediaUploadType } from '../contracts/media';

// The type of an upload is read from its first bytes, never from its name or the Content-Type the
// client sent: a text file renamed .jpg, or an SVG (which can carry scripts), is refused however it
// is labelled, and a PNG sent as image/jpeg is simply a PNG.

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The accepted type the bytes are, or undefined for anything else. */
export function imageTypeOf(bytes: Buffer): MediaUploadType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

export const fileExtensionOf: Record<MediaUploadType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
