import { Table, type TableProps } from '@vitrine/app-kit/table';

/** The studio's list table: the app kit's table (caption, column headings with scope, the rows the caller renders) in the studio's `data` style. */
export function DataTable(props: Omit<TableProps, 'className'>) {
  return <Table className="data" {...props} />;
}
