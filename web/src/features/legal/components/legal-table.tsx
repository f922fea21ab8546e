import { Fragment } from 'react';
import type { LegalTable } from '@/features/legal/types';

/** A storage key in monospace, allowed to wrap after each ':' rather than mid-word. */
function CodeName({ name }: { name: string }) {
  const parts = name.split(':');
  return (
    <code>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 && (
            <>
              :<wbr />
            </>
          )}
        </Fragment>
      ))}
    </code>
  );
}

/**
 * A data table. Below 48rem the CSS lays each row out as a card; the explicit roles keep it a
 * table for screen readers, which some browsers stop exposing once `display` changes.
 */
export function LegalTableView({ table }: { table: LegalTable }) {
  const [rowHeader = '', ...columns] = table.columns;
  return (
    <table className="legal-table" role="table">
      <caption>{table.caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">
            {rowHeader}
          </th>
          {columns.map((column) => (
            <th key={column} scope="col" role="columnheader">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {table.rows.map(([header = '', ...cells]) => (
          <tr key={header} role="row">
            <th scope="row" role="rowheader" data-label={rowHeader}>
              {table.rowHeadersAreCode ? <CodeName name={header} /> : header}
            </th>
            {cells.map((cell, index) => (
              <td key={columns[index]} role="cell" data-label={columns[index]}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
