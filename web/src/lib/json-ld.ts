/** A schema.org object for a <script type="application/ld+json"> (https://schema.org). */
export type JsonLd = Record<string, unknown>;

/**
 * The text of a <script type="application/ld+json">. JSON.stringify does the quoting; `<` is
 * escaped as \u003c so no value (a title with "</script>", say) can end the element early.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
