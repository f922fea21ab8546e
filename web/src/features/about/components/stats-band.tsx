import { aboutStats } from '@/features/about/content/stats';
import { formatStat } from '@/features/about/lib/format-stat';

/**
 * The association's claims: the founding year and the association's size, as one band of figures.
 */
export function StatsBand() {
  return (
    <section className="about-stats" aria-labelledby="about-stats-heading">
      <div className="container">
        <h2 id="about-stats-heading" className="visually-hidden">
          {aboutStats.heading}
        </h2>
        <ul className="about-stats__list">
          {aboutStats.items.map((item) => (
            <li key={item.label} className="about-stats__item">
              <span className="about-stats__value">{formatStat(item)}</span>
              <span className="about-stats__label">{item.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
