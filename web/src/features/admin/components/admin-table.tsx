import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';

interface AdminTableProps<Row extends { id: string }> {
  rows: readonly Row[];
  // TanStack's own column type: `any` is its documented value type for a mixed column list.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  /** A class for a row that needs to stand out (e.g. an unopened enquiry). */
  rowClassName?: (row: Row) => string | undefined;
}

/**
 * The admin screens' one table: TanStack's row model drawn as a plain table, each cell labelled
 * with its column's header so admin.css can show rows as cards under 640 px.
 */
export function AdminTable<Row extends { id: string }>({
  rows,
  columns,
  rowClassName,
}: AdminTableProps<Row>) {
  // The app is not built with the React Compiler, so nothing memoizes the table's functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows as Row[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
  });

  return (
    <table className="admin-table">
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <th key={header.id} scope="col">
                {flexRender(header.column.columnDef.header, header.getContext())}
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id} className={rowClassName?.(row.original)}>
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id} data-label={String(cell.column.columnDef.header)}>
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
