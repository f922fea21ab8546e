import type { DivisionWithCount } from '@contracts/championship';
import { championshipCopy as copy } from '@/features/championships/content/championship-copy';
import type { DivisionGroup } from '@/features/championships/lib/division-groups';

interface DivisionListsProps {
  groups: readonly DivisionGroup[];
  divisions: readonly DivisionWithCount[];
  nameOf: (division: DivisionWithCount) => string;
}

/**
 * The divisions that hold entries, each opening onto its list; then every division of the
 * championship with its count, folded away (a state championship has well over a hundred).
 */
export function DivisionLists({ groups, divisions, nameOf }: DivisionListsProps) {
  return (
    <>
      <h3>{copy.divisionsHeading}</h3>
      {groups.length === 0 ? (
        <p>{copy.noEntries}</p>
      ) : (
        <ul className="division-lists">
          {groups.map(({ division, entries }) => (
            <li key={division.id}>
              <details className="division-lists__item">
                <summary>
                  <span>{nameOf(division)}</span>{' '}
                  <span className="division-lists__count">{entries.length}</span>
                </summary>
                <ul aria-label={copy.entriesIn(nameOf(division))}>
                  {entries.map((entry) => (
                    <li key={entry.id}>{copy.entryLine(entry.athleteName, entry.clubName)}</li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ul>
      )}
      <details className="division-lists__all">
        <summary>{copy.allDivisions(divisions.length)}</summary>
        <div className="division-lists__scroll">
          <table className="division-lists__table">
            <thead>
              <tr>
                <th scope="col">{copy.columns.division}</th>
                <th scope="col">{copy.columns.entries}</th>
              </tr>
            </thead>
            <tbody>
              {divisions.map((division) => (
                <tr key={division.id}>
                  <td>{nameOf(division)}</td>
                  <td>{division.entryCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}
