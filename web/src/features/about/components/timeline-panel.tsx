import { timeline } from '@/features/about/content/timeline';

export function TimelinePanel() {
  return (
    <div className="about-panel">
      <h2>{timeline.heading}</h2>
      <section className="about-subsection">
        <h3>{timeline.milestonesHeading}</h3>
        <ol className="timeline">
          {timeline.milestones.map((milestone) => (
            <li key={milestone.year} className="timeline__item">
              <p className="timeline__year">
                <time dateTime={String(milestone.year)}>{milestone.year}</time>
              </p>
              <div className="timeline__body">
                <h4>{milestone.title}</h4>
                <p>{milestone.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section className="about-subsection">
        <h3>{timeline.affiliationsHeading}</h3>
        <p>{timeline.affiliationsIntro}</p>
        <ul className="about-values about-values--four">
          {timeline.affiliations.map((affiliation) => (
            <li key={affiliation.name} className="about-card">
              <h4>{affiliation.name}</h4>
              <p className="about-card__meta">{timeline.sinceText(affiliation.since)}</p>
              <p>{affiliation.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
