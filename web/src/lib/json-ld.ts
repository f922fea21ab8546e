import { jsonInScript } from '@contracts/markup';

/** A schema.org object for a <script type="application/ld+json"> (https://schema.org). */
export type JsonLd = Record<string, unknown>;

/**
 * The text of a <script type="application/ld+json">: the site's one JSON-in-script escaper
 * (contracts/markup.ts), so no value (a title with "</script>", say) can end the element early.
 */
export const serializeJsonLd: (data: JsonLd) => string = jsonInScript;
