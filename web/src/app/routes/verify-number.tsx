import { useParams } from 'react-router-dom';
import { VerifyPage } from '@/features/certificates/components/verify-page';

export function Component() {
  const { number = '' } = useParams();
  return <VerifyPage number={number} />;
}
