import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { CheckboxField, ChoiceField, TextAreaField, TextField } from '../../../components/ui/field';
import { formatMoney } from '@vitrine/sdk/modules/money';
import { formatPercent, parseDecimal } from '../../../components/ui/money';
import { summarisePrice } from '../utils/pricing';
import { slugify, type ProductFormErrors, type ProductFormValues } from '../utils/product-form';
import { OptionsEditor } from './options-editor';

export interface ProductFormProps {
  values: ProductFormValues;
  errors: ProductFormErrors;
  currency: string;
  onChange(values: ProductFormValues): void;
  onSubmit(): void;
  submitLabel: string;
  busy: boolean;
  /** Extra buttons beside the field (e.g. "Remove brand"), keyed by field. */
  fieldActions?: Partial<Record<'brand' | 'ribbon' | 'options', ReactNode>>;
  /** While creating, the slug follows the name until the merchant edits it. */
  slugFollowsName?: boolean;
  /** The create form: per-variant values wait for the product's page (`OptionsEditor`'s `creating`). */
  creating?: boolean;
  footer?: ReactNode;
}

/** The product's own fields, shared by the create and edit pages. */
export function ProductForm({ values, errors, currency, onChange, onSubmit, submitLabel, busy, fieldActions, slugFollowsName, creating, footer }: ProductFormProps) {
  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => onChange({ ...values, [key]: value });
  const summary = summarisePrice(
    {
      price: parseDecimal(values.price),
      discountType: values.discountType,
      discountValue: parseDecimal(values.discountValue),
      cost: parseDecimal(values.cost),
    },
    currency,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Product">
      <fieldset className="panel">
        <legend>Basics</legend>
        <div className="grid-2">
          <ChoiceField
            label="Product type"
            choices={{ physical: 'Physical', digital: 'Digital' }}
            value={values.productType}
            onChoose={(choice) => set('productType', choice)}
          />
          <CheckboxField label="Visible in the store" checked={values.visible} onChange={(e) => set('visible', e.target.checked)} />
          <TextField
            label="Name"
            value={values.name}
            error={errors.name}
            maxLength={80}
            required
            onChange={(e) => onChange({ ...values, name: e.target.value, slug: slugFollowsName ? slugify(e.target.value) : values.slug })}
          />
          <TextField
            label="Slug"
            value={values.slug}
            error={errors.slug}
            hint="The product page's address; made from the name when empty."
            onChange={(e) => set('slug', e.target.value)}
          />
        </div>
        <TextAreaField label="Description" value={values.description} maxLength={16000} onChange={(e) => set('description', e.target.value)} />
      </fieldset>

      <fieldset className="panel">
        <legend>Pricing</legend>
        <div className="grid-4">
          <TextField label={`Price (${currency})`} inputMode="decimal" value={values.price} error={errors.price} required onChange={(e) => set('price', e.target.value)} />
          <ChoiceField
            label="Discount"
            choices={{ NONE: 'No discount', AMOUNT: `Amount off (${currency})`, PERCENT: 'Percent off' }}
            value={values.discountType}
            onChoose={(choice) => set('discountType', choice)}
          />
          {values.discountType !== 'NONE' && (
            <TextField
              label={values.discountType === 'PERCENT' ? 'Discount (%)' : `Discount (${currency})`}
              inputMode="decimal"
              value={values.discountValue}
              error={errors.discountValue}
              onChange={(e) => set('discountValue', e.target.value)}
            />
          )}
          <TextField label={`Cost of goods (${currency})`} inputMode="decimal" value={values.cost} error={errors.cost} onChange={(e) => set('cost', e.target.value)} />
        </div>
        <p className="summary-line" aria-live="polite" data-testid="price-summary">
          <span>
            Sale price: <strong>{summary.discountedPrice === undefined ? '—' : formatMoney(summary.discountedPrice, currency)}</strong>
          </span>
          <span>
            Profit: <strong data-testid="profit">{summary.profit === undefined ? '—' : formatMoney(summary.profit, currency)}</strong>
          </span>
          <span>
            Margin: <strong data-testid="margin">{summary.margin === undefined ? '—' : formatPercent(summary.margin)}</strong>
          </span>
        </p>
      </fieldset>

      <fieldset className="panel">
        <legend>Inventory and shipping</legend>
        <div className="grid-4">
          <TextField label="SKU" value={values.sku} error={errors.sku} maxLength={40} onChange={(e) => set('sku', e.target.value)} />
          <TextField label="Weight (kg)" inputMode="decimal" value={values.weight} error={errors.weight} onChange={(e) => set('weight', e.target.value)} />
          <CheckboxField label="Track inventory" checked={values.trackInventory} onChange={(e) => set('trackInventory', e.target.checked)} />
          {values.trackInventory ? (
            <TextField label="Units in stock" inputMode="numeric" value={values.quantity} error={errors.quantity} onChange={(e) => set('quantity', e.target.value)} />
          ) : (
            <CheckboxField label="In stock" checked={values.inStock} onChange={(e) => set('inStock', e.target.checked)} />
          )}
        </div>
      </fieldset>

      <fieldset className="panel">
        <legend>Merchandising</legend>
        <div className="grid-2">
          <div>
            <TextField label="Ribbon" hint="A short label on the product, e.g. “New”." value={values.ribbon} error={errors.ribbon} maxLength={30} onChange={(e) => set('ribbon', e.target.value)} />
            {fieldActions?.ribbon}
          </div>
          <div>
            <TextField label="Brand" value={values.brand} error={errors.brand} maxLength={50} onChange={(e) => set('brand', e.target.value)} />
            {fieldActions?.brand}
          </div>
        </div>
      </fieldset>

      <OptionsEditor
        options={values.options}
        errors={errors}
        manageVariants={values.manageVariants}
        onChange={(options) => set('options', options)}
        onManageVariantsChange={(manageVariants) => set('manageVariants', manageVariants)}
        actions={fieldActions?.options}
        creating={creating}
      />

      {footer}
      <div className="actions">
        <Button type="submit" variant="primary" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
