import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

// SHA-256 through @noble/hashes: synchronous (WebCrypto's digest is async, and the draw calls it
// thousands of times), audited, and the same code in Node and in the browser.

/** SHA-256 of a text's UTF-8 bytes, as 64 lowercase hex digits. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** Ascending by UTF-16 code units (the same as byte order for the ASCII ids Firestore makes). */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The fingerprint of a championship's frozen entries: SHA-256 (hex) of every entry id, sorted
 * ascending and joined with a line feed. Anyone holding the list of entries can recompute it.
 */
export function entriesHash(entryIds: readonly string[]): string {
  return sha256Hex([...entryIds].sort(byCodeUnits).join('\n'));
}
