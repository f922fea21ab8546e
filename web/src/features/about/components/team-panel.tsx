import { SmartImage } from '@/components/ui/smart-image';
import { team } from '@/features/about/content/team';
import type { TeamMember } from '@/features/about/types';

function TeamCard({ member }: { member: TeamMember }) {
  return (
    <li className="about-profile team-card">
      <div className="about-profile__main">
        <div className="team-card__header">
          <SmartImage {...member.image} className="team-card__portrait" />
          <div>
            <h3>{member.name}</h3>
            <p className="team-card__title">{member.title}</p>
            <p className="team-card__rank">{member.rank}</p>
          </div>
        </div>
        <p>{member.bio}</p>
      </div>
      <div className="about-profile__more">
        <h4>{team.achievementsHeading}</h4>
        <ul className="team-card__achievements">
          {member.achievements.map((achievement) => (
            <li key={achievement}>{achievement}</li>
          ))}
        </ul>
      </div>
    </li>
  );
}

export function TeamPanel() {
  const notes = team.instructorNotes;
  return (
    <div className="about-panel">
      <h2>{team.heading}</h2>
      <p className="about-panel__intro">{team.intro}</p>
      <ul className="about-profiles">
        {team.members.map((member) => (
          <TeamCard key={member.id} member={member} />
        ))}
      </ul>
      <section
        className="about-subsection about-card about-card--accent about-notes"
        aria-labelledby="about-notes-heading"
      >
        <h3 id="about-notes-heading">{notes.heading}</h3>
        <p>{notes.intro}</p>
        <ul className="about-notes__list">
          {notes.points.map((point) => (
            <li key={point.name}>
              <h4>{point.name}</h4>
              <p>{point.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
