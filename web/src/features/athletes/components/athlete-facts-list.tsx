import type { Athlete } from '@contracts/athlete';
import { clubNames } from '@contracts/club-names';
import { athletesCopy as copy } from '@/features/athletes/config/athletes-copy';
import { rankLabels } from '@/config/rank-labels';
import { ageToday, consentStanding } from '@/features/athletes/lib/athlete-facts';
import { formatLongDate } from '@/lib/dates';

function consentText(athlete: Athlete, myUid: string | undefined): string {
  const standing = consentStanding(athlete, myUid);
  if (standing.kind === 'adult') return copy.consentAdult;
  if (standing.kind === 'missing') return copy.consentMissing;
  const date = formatLongDate(standing.acceptedAt);
  return standing.byYou
    ? copy.consentGivenByYou(date, standing.noticeVersion)
    : copy.consentGivenByOther(date, standing.noticeVersion);
}

/** What a card says about an athlete: the association's facts, in words, no contact data. */
export function AthleteFactsList({ athlete, myUid }: { athlete: Athlete; myUid?: string }) {
  const rows: [string, string][] = [
    [copy.fields.membershipNumber, athlete.membershipNumber],
    [copy.fields.club, clubNames[athlete.clubId]],
    [copy.fields.rank, rankLabels[athlete.currentRank]],
    [copy.fields.age, copy.age(ageToday(athlete.dateOfBirth))],
    [copy.fields.consent, consentText(athlete, myUid)],
    [copy.fields.guardians, copy.guardians(athlete.guardianCount)],
  ];
  return (
    <dl className="athlete-card__facts">
      {rows.map(([term, value]) => (
        <div key={term} className="athlete-card__fact">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
