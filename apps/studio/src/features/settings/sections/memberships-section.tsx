import type { Membership } from '@vitrine/sdk/modules/store-settings';
import type { Column } from '../../../components/ui/rows-editor';
import { ProductPicker } from '../components/product-picker';
import { ListSection } from '../components/list-section';
import type { SectionProps } from '../components/section-form';

const columns: Column[] = [
  { key: 'name', label: 'Name', type: 'text', required: true },
  { key: 'productIds', label: 'Products', type: 'custom', render: (cell) => <ProductPicker {...cell} /> },
  { key: 'memberIds', label: 'Member ids (empty: every member)', type: 'list' },
  { key: 'credits', label: 'Credits', type: 'number' },
  { key: 'expirationDate', label: 'Expires', type: 'datetime' },
];

/** Memberships let members pay for the listed products with the membership instead of money. */
export function MembershipsSection(props: SectionProps<Membership[]>) {
  return (
    <ListSection
      {...props}
      title="Memberships"
      description="Members holding a membership can use it to pay for its products at checkout."
      noun="membership"
      columns={columns}
      newRow={() => ({ name: '', productIds: [] })}
    />
  );
}
