/**
 * The shape every legal page is written in: the privacy statement, the terms and the cookie
 * policy are three values of `LegalDocument`, and a Marathi edition would be three more. Content
 * is data only (no JSX): the layout in components/legal-page.tsx decides how it looks.
 */

/** A link inside running text: site paths ('/contact') or mailto:/tel: addresses. */
export interface LegalLink {
  text: string;
  href: string;
}

/** Plain text, or text with links in it, read left to right. */
export type RichText = string | readonly (string | LegalLink)[];

export interface DefinitionRow {
  term: string;
  description: RichText;
}

export interface LegalTable {
  caption: string;
  /** Header cells; the first column holds each row's header cell. */
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  /** The row headers are names as the code spells them (shown in monospace). */
  rowHeadersAreCode?: boolean;
}

export type LegalBlock =
  | { kind: 'paragraph'; text: RichText }
  | { kind: 'list'; items: readonly RichText[] }
  | { kind: 'definitions'; rows: readonly DefinitionRow[] }
  | { kind: 'table'; table: LegalTable };

export interface LegalSubsection {
  /** Fragment id, unique on the page. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

/** One h2 of the page and an entry of its table of contents. */
export interface LegalSection {
  /** Fragment id, unique on the page: the table of contents links to `#id`. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
  subsections?: readonly LegalSubsection[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}

/** The words of the layout itself, shared by the three pages. */
export interface LegalPageCopy {
  lastUpdated: string;
  /** Shown until the page is hydrated and today's date is known (see last-updated.tsx). */
  datePlaceholder: string;
  tableOfContents: string;
  officeHoursHeading: string;
  officeHoursIntro: string;
  backToHome: string;
}

/** Where in the browser an entry lives. The site sets no cookies (see the cookie policy). */
export type StorageKind = 'Local storage' | 'Session storage' | 'IndexedDB' | 'Cache storage';

/** One thing this website keeps in the visitor's browser (the cookie policy's inventory). */
export interface StorageEntry {
  /** The key or database name exactly as the browser shows it; `<API key>` stands for the project's key. */
  name: string;
  kinds: readonly StorageKind[];
  /** Our own code, or the Firebase Authentication library we use. */
  setBy: 'This website' | 'Firebase Authentication';
  purpose: string;
  lifetime: string;
}
