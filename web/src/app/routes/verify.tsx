import { VerifyPage } from '@/features/certificates/components/verify-page';

export function Component() {
  return <VerifyPage />;
}
