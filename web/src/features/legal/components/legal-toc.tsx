export interface TocEntry {
  id: string;
  heading: string;
}

/** The in-page table of contents: one link per h2 of the page. */
export function LegalToc({ label, entries }: { label: string; entries: readonly TocEntry[] }) {
  return (
    <nav className="legal-toc" aria-label={label}>
      <h2 className="legal-toc__heading">{label}</h2>
      <ol className="legal-toc__list">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.heading}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
