import type { ShippingOption, ShippingRegion, ShippingSettings } from '@vitrine/sdk/modules/store-settings';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { RowsEditor, type Column, type Row } from '../../../components/ui/rows-editor';
import { SectionForm, type SectionProps } from '../components/section-form';
import { fromChargeRow, toChargeRow } from './charges';
import { fromSlotRow, toSlotRow } from './slots';

const optionColumns: Column[] = [
  { key: 'code', label: 'Code', type: 'text', required: true },
  { key: 'title', label: 'Title', type: 'text', required: true },
  { key: 'cost', label: 'Cost', type: 'amount' },
  { key: 'handling', label: 'Handling', type: 'amount' },
  { key: 'insurance', label: 'Insurance', type: 'amount' },
  { key: 'freeShippingThreshold', label: 'Free from', type: 'amount' },
  { key: 'estimatedDeliveryTime', label: 'Delivery time', type: 'text', placeholder: '3–5 days' },
  { key: 'slotFrom', label: 'Delivery slot from', type: 'datetime' },
  { key: 'slotTo', label: 'Delivery slot to', type: 'datetime' },
];

/** Shipping regions, each with its options; an option may carry a delivery slot. */
export function ShippingSection(props: SectionProps<ShippingSettings>) {
  return (
    <SectionForm {...props} title="Shipping" description="A buyer sees the options of the first region that lists their country (and subdivision, when given). Handling and insurance are charged on top of an option’s cost, even above a free-shipping threshold.">
      {(draft, setDraft) => {
        const setRegion = (index: number, region: ShippingRegion) => setDraft({ ...draft, regions: draft.regions.map((r, i) => (i === index ? region : r)) });
        return (
          <>
            <TextField
              label="Free shipping above (store-wide)"
              inputMode="decimal"
              placeholder="0.00"
              value={draft.freeShippingThreshold ?? ''}
              onChange={(e) => setDraft({ ...draft, freeShippingThreshold: e.target.value.trim() || undefined })}
            />
            {draft.regions.map((region, index) => (
              <fieldset key={index}>
                <legend>{region.name || `Region ${index + 1}`}</legend>
                <div className="grid-3">
                  <TextField label={`Region name ${index + 1}`} value={region.name} onChange={(e) => setRegion(index, { ...region, name: e.target.value })} />
                  <TextField
                    label={`Countries ${index + 1}`}
                    hint="Comma-separated codes: US, CA"
                    defaultValue={region.countries.join(', ')}
                    onChange={(e) => setRegion(index, { ...region, countries: e.target.value.split(',').map((c) => c.trim().toUpperCase()).filter(Boolean) })}
                  />
                  <TextField
                    label={`Subdivisions ${index + 1}`}
                    hint="Optional: US-NY, US-NJ"
                    defaultValue={(region.subdivisions ?? []).join(', ')}
                    onChange={(e) => setRegion(index, { ...region, subdivisions: e.target.value.split(',').map((c) => c.trim().toUpperCase()).filter(Boolean) })}
                  />
                </div>
                <RowsEditor
                  caption={`Shipping options of ${region.name || `region ${index + 1}`}`}
                  noun="shipping option"
                  columns={optionColumns}
                  rows={region.options.map((option) => toChargeRow(toSlotRow(option)))}
                  onChange={(rows: Row[]) => setRegion(index, { ...region, options: rows.map((row) => fromChargeRow(fromSlotRow(row)) as unknown as ShippingOption) })}
                  newRow={() => ({ code: '', title: '', cost: '0.00' })}
                />
                <Button className="btn-small" variant="danger" onClick={() => setDraft({ ...draft, regions: draft.regions.filter((_, i) => i !== index) })}>
                  Remove region {region.name || index + 1}
                </Button>
              </fieldset>
            ))}
            <p>
              <Button onClick={() => setDraft({ ...draft, regions: [...draft.regions, { name: '', countries: [], options: [] }] })}>Add shipping region</Button>
            </p>
          </>
        );
      }}
    </SectionForm>
  );
}
