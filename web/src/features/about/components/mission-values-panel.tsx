import { missionValues as content } from '@/features/about/content/mission-values';
import type { NamedText } from '@/features/about/types';

function ValueList({ items, className }: { items: readonly NamedText[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.name} className="about-card">
          <h4>{item.name}</h4>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function MissionValuesPanel() {
  return (
    <div className="about-panel">
      <h2>{content.heading}</h2>
      <div className="about-mission">
        {[content.mission, content.vision].map((block) => (
          <section key={block.heading} className="about-card about-card--accent">
            <h3>{block.heading}</h3>
            <p>{block.text}</p>
          </section>
        ))}
      </div>

      <section className="about-subsection">
        <h3>{content.values.heading}</h3>
        <p>{content.values.intro}</p>
        <ValueList items={content.values.items} className="about-values" />
      </section>

      <section className="about-subsection">
        <h3>{content.approach.heading}</h3>
        <p>{content.approach.intro}</p>
        <ValueList items={content.approach.points} className="about-values about-values--four" />
      </section>
    </div>
  );
}
