// The site's escapers, one per syntax, shared by the web build, the page functions and the mails.
// Anything written into markup by string (not by React or the DOM) goes through one of these.

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text for HTML: as element text and as an attribute value in either kind of quotes. Escaping both
 * quotes costs nothing and keeps a writer from having to know which quote the markup uses.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

const XML_ESCAPES: Readonly<Record<string, string>> = { ...HTML_ESCAPES, "'": '&apos;' };

/** Text for XML (the sitemap): its five predefined entities, in text and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

/**
 * JSON for the inside of a <script> data block (`application/ld+json`, `application/json`):
 * `<` as \u003c, so no value ("</script>", "<!--") can end or alter the element; U+2028/2029
 * escaped for any consumer that reads it as script. JSON.parse gives back the same value.
 */
export function jsonInScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A data block: JSON the page carries and never executes (the CSP allows no inline script). */
export function jsonDataBlock(
  type: 'application/json' | 'application/ld+json',
  value: unknown,
  attributes = '',
): string {
  return `<script type="${type}"${attributes ? ` ${attributes}` : ''}>${jsonInScript(value)}</script>`;
}
