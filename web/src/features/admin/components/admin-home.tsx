import { Link } from 'react-router-dom';
import { pagePath } from '@/config/page-registry';
import { adminSections } from '@/features/admin/content/admin-copy';
import { enquiriesCopy } from '@/features/admin/content/admin-copy';
import { useEnquiries } from '@/features/admin/hooks/use-enquiries';
import { countNew } from '@/features/admin/lib/enquiry-filters';
import './admin.css';

/** The admin start page: one card per area, with what waits there. */
export function AdminHome() {
  const { result } = useEnquiries();
  const waiting = result.state === 'loaded' ? enquiriesCopy.newCount(countNew(result.items)) : '';

  return (
    <ul className="card-grid admin-home">
      <li>
        <article className="card admin-home__card">
          <h2>
            <Link to={pagePath('adminEnquiries')}>{adminSections.enquiries.title}</Link>
          </h2>
          <p>{adminSections.enquiries.text}</p>
          {/* Polite, so the count is announced once it arrives, not before. */}
          <p className="admin-home__count" aria-live="polite">
            {waiting}
          </p>
        </article>
      </li>
    </ul>
  );
}
