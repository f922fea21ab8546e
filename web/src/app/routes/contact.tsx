import { PageIntro } from '@/components/ui/page-intro';
import { pages } from '@/config/pages';
import { ContactSection } from '@/features/contact/components/contact-section';

export function Component() {
  return (
    <PageIntro copy={pages.contact}>
      <ContactSection />
    </PageIntro>
  );
}
