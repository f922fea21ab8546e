import type { ReactNode } from 'react';
import { branchesContent as content } from '@/features/about/content/branches';
import { team } from '@/features/about/content/team';
import type { Branch } from '@/features/about/types';
import { directionsUrl } from '@/lib/maps';

const { labels } = content;
const memberNames = new Map(team.members.map((member) => [member.id, member.name]));

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function BranchCard({ branch }: { branch: Branch }) {
  return (
    <li className="about-profile branch-card">
      <div className="about-profile__main">
        <h3>{branch.name}</h3>
        <p>{branch.description}</p>
      </div>
      <div className="about-profile__more">
        <dl className="branch-card__facts">
          <Fact term={labels.address}>
            <address>
              {branch.addressLines.map((line) => (
                <span key={line} className="branch-card__line">
                  {line}
                </span>
              ))}
            </address>
          </Fact>
          <Fact term={labels.phone}>
            <a href={branch.phone.href}>{branch.phone.label}</a>
          </Fact>
          <Fact term={labels.email}>
            <a href={branch.email.href}>{branch.email.label}</a>
          </Fact>
          <Fact term={labels.schedule}>
            <ul className="branch-card__schedule">
              {branch.schedule.map((slot) => (
                <li key={slot.days}>
                  <span className="branch-card__days">{slot.days}</span> {slot.time}
                </li>
              ))}
            </ul>
          </Fact>
          <Fact term={labels.leadInstructors}>
            {branch.leadInstructors.map((id) => memberNames.get(id)).join(', ')}
          </Fact>
        </dl>
        {/* A plain link: the maps site opens in its own tab and nothing of it loads here. */}
        <a
          className="button button--secondary branch-card__directions"
          href={directionsUrl(branch.directionsAddress)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {labels.directions}{' '}
          <span className="visually-hidden">
            {labels.directionsTarget(branch.name)} {labels.opensInNewTab}
          </span>
        </a>
      </div>
    </li>
  );
}

export function BranchesPanel() {
  return (
    <div className="about-panel">
      <h2>{content.heading}</h2>
      <p className="about-panel__intro">{content.intro}</p>
      <ul className="about-profiles">
        {content.branches.map((branch) => (
          <BranchCard key={branch.id} branch={branch} />
        ))}
      </ul>
    </div>
  );
}
