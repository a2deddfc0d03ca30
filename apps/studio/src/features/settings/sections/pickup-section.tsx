import type { PickupPoint, ShippingSettings } from '@vitrine/sdk/modules/store-settings';
import { RowsEditor, type Column, type Row } from '../../../components/ui/rows-editor';
import { SectionForm, type SectionProps } from '../components/section-form';
import { fromSlotRow, toSlotRow } from './slots';
import { choices } from '../../../lib/choices';

const columns: Column[] = [
  { key: 'code', label: 'Code', type: 'text', required: true },
  { key: 'title', label: 'Title', type: 'text', required: true },
  {
    key: 'method',
    label: 'Method',
    type: 'select',
    options: choices({ STORE_PICKUP: 'Store pickup', PICKUP_POINT: 'Pickup point' }),
  },
  { key: 'addressLine', label: 'Street', type: 'text' },
  { key: 'city', label: 'City', type: 'text' },
  { key: 'postalCode', label: 'Postal code', type: 'text' },
  { key: 'subdivision', label: 'Subdivision', type: 'text', placeholder: 'US-NY' },
  { key: 'country', label: 'Country', type: 'text', placeholder: 'US' },
  { key: 'cost', label: 'Cost', type: 'amount' },
  { key: 'instructions', label: 'Instructions', type: 'text' },
  { key: 'slotFrom', label: 'Pickup slot from', type: 'datetime' },
  { key: 'slotTo', label: 'Pickup slot to', type: 'datetime' },
];

const addressKeys = ['addressLine', 'city', 'postalCode', 'subdivision', 'country'] as const;

/** The address is flattened into columns for editing and nested again to save. */
const toRow = (point: PickupPoint): Row => {
  const { address, ...rest } = toSlotRow(point) as Row & { address: Record<string, unknown> };
  return { ...rest, ...Object.fromEntries(addressKeys.map((key) => [key, address?.[key]]).filter(([, value]) => value !== undefined)) };
};
const fromRow = (row: Row): PickupPoint => {
  const rest = fromSlotRow(row);
  const address = Object.fromEntries(addressKeys.map((key) => [key, rest[key]]).filter(([, value]) => value !== undefined));
  for (const key of addressKeys) delete rest[key];
  return { ...rest, address } as unknown as PickupPoint;
};

/** Pickup points live in the shipping settings; this section saves the shipping section with them. */
export function PickupSection(props: SectionProps<ShippingSettings>) {
  return (
    <SectionForm {...props} title="Pickup points" description="Where buyers can collect an order instead of having it shipped.">
      {(draft, setDraft) => (
        <RowsEditor
          caption="Pickup points"
          noun="pickup point"
          columns={columns}
          rows={draft.pickupPoints.map(toRow)}
          onChange={(rows) => setDraft({ ...draft, pickupPoints: rows.map(fromRow) })}
          newRow={() => ({ code: '', title: '', method: 'STORE_PICKUP', cost: '0.00' })}
        />
      )}
    </SectionForm>
  );
}
