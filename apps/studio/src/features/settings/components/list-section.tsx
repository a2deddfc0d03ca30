import { RowsEditor, type Column, type Row } from '../../../components/ui/rows-editor';
import { SectionForm, type SectionProps } from './section-form';

export interface ListSectionProps<T> extends SectionProps<T[]> {
  /** Heads the section and captions its table; the save notice says "<title> saved.". */
  title: string;
  description: string;
  /** One item, for the add and remove buttons ("Add discount"). */
  noun: string;
  columns: Column[];
  newRow(): Row;
}

/** A settings section that is a single list, edited as rows of a table and saved whole. */
export function ListSection<T>({ noun, columns, newRow, ...section }: ListSectionProps<T>) {
  return (
    <SectionForm {...section}>
      {(draft, setDraft) => (
        <RowsEditor caption={section.title} noun={noun} columns={columns} rows={draft as unknown as Row[]} onChange={(rows) => setDraft(rows as unknown as T[])} newRow={newRow} />
      )}
    </SectionForm>
  );
}
