import { PageIntro } from '@/components/ui/page-intro';
import { contactIntro } from '@/features/contact/content/contact-intro';
import { ContactSection } from '@/features/contact/components/contact-section';

export function Component() {
  return (
    <PageIntro copy={contactIntro}>
      <ContactSection />
    </PageIntro>
  );
}
