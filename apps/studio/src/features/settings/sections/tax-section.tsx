import type { TaxSettings } from '@vitrine/sdk/modules/store-settings';
import { CheckboxField, ChoiceField, TextField } from '../../../components/ui/field';
import { RowsEditor, type Column, type Row } from '../../../components/ui/rows-editor';
import { SectionForm, type SectionProps } from '../components/section-form';

const regionColumns: Column[] = [
  { key: 'name', label: 'Region', type: 'text', required: true },
  {
    key: 'jurisdictionType',
    label: 'Jurisdiction',
    type: 'select',
    options: ['COUNTRY', 'STATE', 'COUNTY', 'CITY', 'SPECIAL'].map((value) => ({ value, label: value.charAt(0) + value.slice(1).toLowerCase() })),
  },
  { key: 'country', label: 'Country', type: 'text', placeholder: 'US' },
  { key: 'subdivision', label: 'Subdivision', type: 'text', placeholder: 'US-NY' },
  { key: 'city', label: 'City', type: 'text' },
  { key: 'postalCodes', label: 'Postal codes', type: 'list' },
  { key: 'rate', label: 'Rate (%)', type: 'number' },
  { key: 'manual', label: 'Manual', type: 'checkbox' },
];

export function TaxSection(props: SectionProps<TaxSettings>) {
  return (
    <SectionForm {...props} title="Tax" description="Regions are matched from the most specific (city) to the country; the fallback rate applies when automatic tax fails.">
      {(draft, setDraft, field) => (
        <>
          <div className="grid-3">
            <ChoiceField label="Calculation" choices={{ MANUAL: 'Manual rates', AUTO: 'Automatic' }} {...field.choice('mode')} />
            <ChoiceField label="Taxed at the address of" choices={{ SHIPPING: 'Shipping', BILLING: 'Billing', BUSINESS: 'The business' }} {...field.choice('taxableAddressType')} />
            <TextField
              label="Fallback rate (%)"
              inputMode="decimal"
              defaultValue={draft.fallbackRate ?? ''}
              onChange={(e) => setDraft({ ...draft, fallbackRate: e.target.value.trim() === '' ? undefined : Number(e.target.value) })}
            />
          </div>
          <CheckboxField label="Automatic tax is active" {...field.checkbox('autoTaxActive')} />
          <CheckboxField label="Prices include tax" {...field.checkbox('pricesIncludeTax')} />
          <CheckboxField label="Tax shipping" {...field.checkbox('taxShipping')} />
          <h3>Tax regions</h3>
          <RowsEditor
            caption="Tax regions"
            noun="tax region"
            columns={regionColumns}
            rows={draft.regions as unknown as Row[]}
            onChange={(regions) => setDraft({ ...draft, regions: regions as unknown as TaxSettings['regions'] })}
            newRow={() => ({ name: '', jurisdictionType: 'COUNTRY', country: '', rate: 0 })}
          />
        </>
      )}
    </SectionForm>
  );
}
