import { Link } from 'react-router-dom';
import { pagePath } from '@/config/page-registry';
import { guardianCheckCopy as copy } from '@/features/athletes/config/athletes-copy';
import type { GuardianGaps } from '@/features/athletes/lib/guardian-check';

/**
 * Why the server would not take the consent yet, item by item, with the way to the profile where
 * each is put right. The form stays filled in below, ready to send again.
 */
export function GuardianCheckNotice({ gaps }: { gaps: GuardianGaps }) {
  return (
    <div role="alert" className="form-alert form-alert--info guardian-check">
      <h3 className="guardian-check__heading">{copy.heading}</h3>
      <p>{copy.lead}</p>
      <ul>
        {gaps.verifyEmail === true && <li>{copy.verifyEmail}</li>}
        {gaps.verifyEmail === null && <li>{copy.verifyEmailIfNeeded}</li>}
        {gaps.dateOfBirth && <li>{copy.dateOfBirth}</li>}
      </ul>
      <p>
        {/* The dashboard's tab follows the ?tab= parameter, so this opens its Profile tab. */}
        <Link to={`${pagePath('profile')}?tab=profile`} className="button button--secondary">
          {copy.link}
        </Link>
      </p>
      <p>{copy.after}</p>
    </div>
  );
}
