import type { Results } from '@contracts/bracket';
import { resultsCopy as copy } from '@/features/results/content/results-copy';
import { clubName } from '@/lib/club-name';

/** The clubs' medals, most golds first (the server's order), with each club's total. */
export function ClubTallyTable({ tally, caption }: { tally: Results['tally']; caption: string }) {
  const { columns } = copy.tally;
  return (
    <table className="results-tally">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{columns.club}</th>
          <th scope="col">{columns.gold}</th>
          <th scope="col">{columns.silver}</th>
          <th scope="col">{columns.bronze}</th>
          <th scope="col">{columns.total}</th>
        </tr>
      </thead>
      <tbody>
        {tally.map((row) => (
          <tr key={row.clubId}>
            <th scope="row">{clubName(row.clubId, row.clubName)}</th>
            <td>{row.gold}</td>
            <td>{row.silver}</td>
            <td>{row.bronze}</td>
            <td className="results-tally__total">{row.gold + row.silver + row.bronze}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
