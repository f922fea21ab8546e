import { Accordion } from '@/components/ui/accordion';
import { PageSection } from '@/features/programs/components/page-section';
import { faqSection as copy } from '@/features/programs/content/faq';

/** FAQ: five questions, each answer in the prerendered HTML even while collapsed. */
export function FaqSection() {
  return (
    <PageSection id="faq" heading={copy.heading} intro={copy.intro}>
      <Accordion
        className="programs-faq"
        headingLevel={3}
        multiple
        items={copy.items.map((item) => ({
          id: item.id,
          heading: item.question,
          content: <p>{item.answer}</p>,
        }))}
      />
    </PageSection>
  );
}
