import { PageIntro } from '@/components/ui/page-intro';
import { pages } from '@/config/pages';
import { GoogleCallback } from '@/features/auth/components/google-callback';

export function Component() {
  return (
    <PageIntro copy={pages.googleCallback}>
      <GoogleCallback />
    </PageIntro>
  );
}
