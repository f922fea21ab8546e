import { LegalBlocks } from '@/features/legal/components/legal-blocks';
import type { LegalSection } from '@/features/legal/types';

/** One h2 section and its h3 subsections, each a region named by its heading. */
export function LegalSectionView({ section }: { section: LegalSection }) {
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} className="legal-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{section.heading}</h2>
      <LegalBlocks blocks={section.blocks} />
      {section.subsections?.map((subsection) => (
        <section
          key={subsection.id}
          id={subsection.id}
          className="legal-subsection"
          aria-labelledby={`${subsection.id}-heading`}
        >
          <h3 id={`${subsection.id}-heading`}>{subsection.heading}</h3>
          <LegalBlocks blocks={subsection.blocks} />
        </section>
      ))}
    </section>
  );
}
