import { Link } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { pagePath } from '@/config/page-registry';
import { AdminGallery } from '@/features/admin/components/admin-gallery';
import { galleryAdminCopy, galleryAdminIntro } from '@/features/admin/content/gallery-admin-copy';

export function Component() {
  return (
    <PageIntro copy={galleryAdminIntro}>
      <p>
        <Link to={pagePath('admin')}>{galleryAdminCopy.backToAdmin}</Link>
      </p>
      <AdminGallery />
    </PageIntro>
  );
}
