import { LegalPage } from '@/features/legal/components/legal-page';
import { termsAndConditions } from '@/features/legal/content/terms-and-conditions';

export function Component() {
  return <LegalPage document={termsAndConditions} />;
}
