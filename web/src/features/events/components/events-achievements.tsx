import { useId, type ReactNode } from 'react';
import { MedalTally } from '@/features/events/components/events-medal-table';
import { achievementsCopy } from '@/features/events/content/achievements';
import type { AchievementsCopy } from '@/features/events/types';
import './events-achievements.css';

const IMAGE_SIZE = { width: 480, height: 270 };

/**
 * The Achievements tab: three achievements, the record in numbers, the medal tally written by the
 * office for the years before this site ran championships, and (`children`) those it has run.
 */
export function AchievementsPanel({
  copy = achievementsCopy,
  children,
}: {
  copy?: AchievementsCopy;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="achievements" aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.heading}</h2>
      <p className="achievements__intro">{copy.intro}</p>

      <ul className="achievements__grid">
        {copy.items.map((item) => (
          <li key={item.id} className="achievement-card">
            <img
              src={item.image}
              alt=""
              className="achievement-card__image"
              loading="lazy"
              decoding="async"
              {...IMAGE_SIZE}
            />
            <div className="achievement-card__body">
              <h3 className="achievement-card__title">{item.title}</h3>
              <p className="achievement-card__year">{item.year}</p>
              <p className="achievement-card__text">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>

      <ul className="achievements__stats" aria-label={copy.statsLabel}>
        {copy.stats.map((stat) => (
          <li key={stat.label} className="achievement-stat">
            <span className="achievement-stat__value">{stat.value}</span>
            <span className="achievement-stat__label">{stat.label}</span>
          </li>
        ))}
      </ul>

      <MedalTally />
      {children}
    </section>
  );
}
