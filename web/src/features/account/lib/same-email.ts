/** Email addresses are compared as sign-in does: case and surrounding spaces do not matter. */
export function sameEmail(typed: string, account: string): boolean {
  const normal = (value: string) => value.trim().toLowerCase();
  return account !== '' && normal(typed) === normal(account);
}
