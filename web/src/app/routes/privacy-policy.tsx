import { LegalPage } from '@/features/legal/components/legal-page';
import { privacyPolicy } from '@/features/legal/content/privacy-policy';

export function Component() {
  return <LegalPage document={privacyPolicy} />;
}
