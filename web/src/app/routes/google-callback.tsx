import { PageIntro } from '@/components/ui/page-intro';
import { googleCallbackIntro } from '@/features/auth/content/google-callback-intro';
import { GoogleCallback } from '@/features/auth/components/google-callback';

export function Component() {
  return (
    <PageIntro copy={googleCallbackIntro}>
      <GoogleCallback />
    </PageIntro>
  );
}
