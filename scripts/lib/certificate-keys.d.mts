// Types of certificate-keys.mjs for the TypeScript that imports it (the web build's JWKS plugin).
export interface KeyEntry {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  kid: string;
  d?: string;
}
export interface PublicJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  kid: string;
  alg: 'EdDSA';
  use: 'sig';
}
export const SECRET_NAME: string;
export const secretFile: string;
export const publishedJwksFile: string;
export function newSigningKey(now?: Date): KeyEntry;
export function encodeSecret(keys: KeyEntry[]): string;
export function decodeSecret(value: string): KeyEntry[];
export function readLocalKeys(file?: string): KeyEntry[] | undefined;
export function ensureCertificateKeys(file?: string): KeyEntry[];
export function publicJwks(keys: KeyEntry[]): { keys: PublicJwk[] };
export function readPublishedJwks(file?: string): { keys: PublicJwk[] };
export function buildJwks(env?: Record<string, string | undefined>): { keys: PublicJwk[] };
