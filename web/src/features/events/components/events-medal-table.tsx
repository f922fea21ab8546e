import { useId } from 'react';
import { MedalTallyChart } from '@/features/events/components/events-medal-chart';
import { medalTallyCopy } from '@/features/events/content/medal-tally';
import type { MedalTallyCopy } from '@/features/events/types';

/** Gold, silver, bronze and total for 2019 to 2023, as a table with a chart beside it. */
export function MedalTally({ copy = medalTallyCopy }: { copy?: MedalTallyCopy }) {
  const headingId = useId();
  const { columns } = copy;
  return (
    <section className="medal-tally" aria-labelledby={headingId}>
      <h3 id={headingId}>{copy.heading}</h3>
      <div className="medal-tally__layout">
        <table className="medal-tally__table">
          <caption>{copy.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.year}</th>
              <th scope="col">{columns.gold}</th>
              <th scope="col">{columns.silver}</th>
              <th scope="col">{columns.bronze}</th>
              <th scope="col">{columns.total}</th>
            </tr>
          </thead>
          <tbody>
            {copy.years.map((year) => (
              <tr key={year.year}>
                <th scope="row">{year.year}</th>
                <td>{year.gold}</td>
                <td>{year.silver}</td>
                <td>{year.bronze}</td>
                <td className="medal-tally__total">{year.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <MedalTallyChart years={copy.years} label={copy.chartLabel} />
      </div>
    </section>
  );
}
