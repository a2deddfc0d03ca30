import type { MerchantDiscount } from '@vitrine/sdk/modules/store-settings';
import type { Column } from '../../../components/ui/rows-editor';
import { ProductPicker } from '../components/product-picker';
import { ListSection } from '../components/list-section';
import type { SectionProps } from '../components/section-form';
import { choices } from '../../../lib/choices';

const columns: Column[] = [
  { key: 'name', label: 'Name', type: 'text', required: true },
  {
    key: 'scope',
    label: 'Applies to',
    type: 'select',
    options: choices({ GLOBAL: 'The whole order', SPECIFIC_ITEMS: 'Some products', SHIPPING: 'Shipping' }),
  },
  {
    key: 'valueType',
    label: 'Kind',
    type: 'select',
    options: choices({ PERCENT: 'Percent', AMOUNT: 'Amount' }),
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
export function DiscountsSection(props: SectionProps<MerchantDiscount[]>) {
  return (
    <ListSection
      {...props}
      title="Merchant discounts"
      description="Applied automatically to every cart that qualifies; a percent discount uses Percent, an amount discount uses Amount."
      noun="discount"
      columns={columns}
      newRow={() => ({ name: '', scope: 'GLOBAL', valueType: 'PERCENT', percentage: 10, active: true })}
    />
  );
}
