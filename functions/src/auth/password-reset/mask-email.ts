/**
 * Enough of an address for the member to recognise it, not enough for a stranger holding the link to
 * learn it: first character of the local part, then ***, then the domain (a***@example.com).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const first = Array.from(email.slice(0, at))[0] ?? '';
  return `${first}***${email.slice(at)}`;
}
