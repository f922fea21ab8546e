// The address of a served variant: /api/media/<id>/<width>.<webp|jpg>, on the site's own origin
// (the Hosting CDN caches it; no other origin in the page's Content-Security-Policy).

const extensionOf = { 'image/webp': 'webp', 'image/jpeg': 'jpg' } as const;

export type VariantType = keyof typeof extensionOf;

export const variantFileName = (width: number, type: VariantType) =>
  `${width}.${extensionOf[type]}`;

export const variantUrl = (id: string, file: string) => `/api/media/${id}/${file}`;

/** The content type of a served file name, or undefined when it is not one the server writes. */
export function variantTypeOfFile(file: string): VariantType | undefined {
  const match = /^\d{1,5}\.(webp|jpg)$/.exec(file);
  if (!match) return undefined;
  return match[1] === 'webp' ? 'image/webp' : 'image/jpeg';
}
