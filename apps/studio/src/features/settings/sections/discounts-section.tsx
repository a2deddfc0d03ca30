import type { MerchantDiscount } from '@vitrine/sdk/modules/store-settings';
import { RowsEditor, type Column, type Row } from '../../../components/ui/rows-editor';
import { ProductPicker } from '../components/product-picker';
import { SectionForm, type SectionProps } from '../components/section-form';

const columns: Column[] = [
  { key: 'name', label: 'Name', type: 'text', required: true },
  {
    key: 'scope',
    label: 'Applies to',
    type: 'select',
    options: [
      { value: 'GLOBAL', label: 'The whole order' },
      { value: 'SPECIFIC_ITEMS', label: 'Some products' },
      { value: 'SHIPPING', label: 'Shipping' },
    ],
  },
  {
    key: 'valueType',
    label: 'Kind',
    type: 'select',
    options: [
      { value: 'PERCENT', label: 'Percent' },
      { value: 'AMOUNT', label: 'Amount' },
    ],
  },
  { key: 'percentage', label: 'Percent', type: 'number' },
  { key: 'amount', label: 'Amount', type: 'amount' },
  { key: 'productIds', label: 'Products', type: 'custom', render: (cell) => <ProductPicker {...cell} /> },
  { key: 'minimumSubtotal', label: 'Minimum subtotal', type: 'amount' },
  { key: 'startDate', label: 'Starts', type: 'datetime' },
  { key: 'endDate', label: 'Ends', type: 'datetime' },
  { key: 'active', label: 'Active', type: 'checkbox' },
];

/** Automatic discounts: no code needed, applied to every cart that qualifies. */
export function DiscountsSection({ value, save, reload }: SectionProps<MerchantDiscount[]>) {
  return (
    <SectionForm title="Merchant discounts" description="Applied automatically to every cart that qualifies; a percent discount uses Percent, an amount discount uses Amount." initial={value} save={save} reload={reload}>
      {(draft, setDraft) => (
        <RowsEditor
          caption="Merchant discounts"
          noun="discount"
          columns={columns}
          rows={draft as unknown as Row[]}
          onChange={(rows) => setDraft(rows as unknown as MerchantDiscount[])}
          newRow={() => ({ name: '', scope: 'GLOBAL', valueType: 'PERCENT', percentage: 10, active: true })}
        />
      )}
    </SectionForm>
  );
}
