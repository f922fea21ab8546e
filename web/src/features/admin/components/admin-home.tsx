import { Link } from 'react-router-dom';
import { pagePath, type PageKey } from '@/config/page-registry';
import { adminSections } from '@/features/admin/content/admin-copy';
import { enquiriesCopy } from '@/features/admin/content/admin-copy';
import { useEnquiries } from '@/features/admin/hooks/use-enquiries';
import { countNew } from '@/features/admin/lib/enquiry-filters';
import './admin.css';

type Section = keyof typeof adminSections;

const pages: Record<Section, PageKey> = {
  events: 'adminEvents',
  gallery: 'adminGallery',
  enquiries: 'adminEnquiries',
  enrollments: 'adminEnrollments',
  athletes: 'adminAthletes',
  people: 'adminPeople',
  gradings: 'adminGradings',
  ranks: 'adminRanks',
  activity: 'adminActivity',
};

/** The admin start page: one card per area, with what waits there. */
export function AdminHome() {
  const { result } = useEnquiries();
  const waiting = result.state === 'loaded' ? enquiriesCopy.newCount(countNew(result.items)) : '';

  return (
    <ul className="card-grid admin-home">
      {(Object.keys(pages) as Section[]).map((section) => (
        <li key={section}>
          <article className="card admin-home__card">
            <h2>
              <Link to={pagePath(pages[section])}>{adminSections[section].title}</Link>
            </h2>
            <p>{adminSections[section].text}</p>
            {section === 'enquiries' && (
              // Polite, so the count is announced once it arrives, not before.
              <p className="admin-home__count" aria-live="polite">
                {waiting}
              </p>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
