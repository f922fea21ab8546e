/**
 * A "Get directions" link for an address: the maps site opens in its own tab with the address as
 * the destination. Nothing is loaded into our pages, so no third-party script or cookie reaches
 * the site (the CSP stays `'self'`).
 */
export function directionsUrl(address: string | readonly string[]): string {
  const destination = typeof address === 'string' ? address : address.join(', ');
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
