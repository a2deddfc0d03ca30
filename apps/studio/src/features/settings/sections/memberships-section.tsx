import type { Membership } from '@vitrine/sdk/modules/store-settings';
import { RowsEditor, type Column, type Row } from '../../../components/ui/rows-editor';
import { ProductPicker } from '../components/product-picker';
import { SectionForm, type SectionProps } from '../components/section-form';

const columns: Column[] = [
  { key: 'name', label: 'Name', type: 'text', required: true },
  { key: 'productIds', label: 'Products', type: 'custom', render: (cell) => <ProductPicker {...cell} /> },
  { key: 'memberIds', label: 'Member ids (empty: every member)', type: 'list' },
  { key: 'credits', label: 'Credits', type: 'number' },
  { key: 'expirationDate', label: 'Expires', type: 'datetime' },
];

/** Memberships let members pay for the listed products with the membership instead of money. */
export function MembershipsSection({ value, save, reload }: SectionProps<Membership[]>) {
  return (
    <SectionForm title="Memberships" description="Members holding a membership can use it to pay for its products at checkout." initial={value} save={save} reload={reload}>
      {(draft, setDraft) => (
        <RowsEditor
          caption="Memberships"
          noun="membership"
          columns={columns}
          rows={draft as unknown as Row[]}
          onChange={(rows) => setDraft(rows as unknown as Membership[])}
          newRow={() => ({ name: '', productIds: [] })}
        />
      )}
    </SectionForm>
  );
}
