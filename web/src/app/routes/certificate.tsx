import { useParams } from 'react-router-dom';
import { CertificatePage } from '@/features/certificates/components/certificate-page';

export function Component() {
  const { number = '' } = useParams();
  return <CertificatePage number={number} />;
}
