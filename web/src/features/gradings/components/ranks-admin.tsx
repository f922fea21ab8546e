import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdminAthleteRow } from '@contracts/admin-athlete';
import { pagePath } from '@/config/page-registry';
import { AthleteRanks } from '@/features/gradings/components/athlete-ranks';
import { CandidateSearch } from '@/features/gradings/components/candidate-search';
import { RevokeForm } from '@/features/gradings/components/revoke-form';
import { ranksAdminCopy as copy } from '@/features/gradings/content/ranks-admin-copy';
import { focusElement } from '@/lib/focus';
import '@/components/ui/form.css';
import './gradings.css';

/** /admin/ranks: an athlete's rank history (and a recognised rank), and revoking a certificate. */
export function RanksAdmin() {
  const [athlete, setAthlete] = useState<AdminAthleteRow | null>(null);
  return (
    <div className="gradings">
      <p>
        <Link to={pagePath('admin')}>{copy.backToAdmin}</Link>
      </p>
      <CandidateSearch
        heading={copy.find.heading}
        action={{ text: copy.find.showShort, label: copy.find.show }}
        onPick={(picked) => {
          setAthlete(picked);
          requestAnimationFrame(() =>
            focusElement(document.getElementById('athlete-ranks-heading')),
          );
        }}
      />
      {athlete && <AthleteRanks key={athlete.id} athlete={athlete} />}
      <RevokeForm />
    </div>
  );
}
