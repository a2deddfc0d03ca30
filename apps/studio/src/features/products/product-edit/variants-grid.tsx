import { errorMessage } from '@vitrine/react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { parseDecimal } from '../../../components/ui/money';
import type { useOutcome } from '../../../components/ui/outcome';
import { Notice } from '../../../components/ui/notice';
import type { Product, Variant, VariantUpdate } from '@vitrine/sdk/modules/products';
import { useProductMutation } from '../api/products';
import { choiceLabel } from '../../../lib/variant-label';
import { nameVariantFields } from '../utils/variant-fields';

interface Row {
  price: string;
  cost: string;
  weight: string;
  sku: string;
  visible: boolean;
  quantity: string;
  inStock: boolean;
}

const toRow = (variant: Variant): Row => ({
  price: String(variant.variant.priceData.price),
  cost: variant.variant.costAndProfitData ? String(variant.variant.costAndProfitData.itemCost) : '',
  weight: variant.variant.weight === undefined ? '' : String(variant.variant.weight),
  sku: variant.variant.sku ?? '',
  visible: variant.variant.visible,
  quantity: variant.stock.quantity === undefined ? '' : String(variant.stock.quantity),
  inStock: variant.stock.inStock,
});


/** The patch for one edited row: only what changed, and prices only while variants are managed. */
function patchFor(variant: Variant, before: Row, after: Row, managed: boolean, tracked: boolean): VariantUpdate | string | undefined {
  const patch: VariantUpdate = { variantIds: [variant.id] };
  const number = (text: string, label: string) => {
    const value = parseDecimal(text);
    if (value === undefined || Number.isNaN(value)) throw `${choiceLabel(variant)}: enter a number for ${label}`;
    return value;
  };
  try {
    if (managed) {
      if (after.price !== before.price) patch.price = number(after.price, 'price');
      if (after.cost !== before.cost && after.cost.trim()) patch.cost = number(after.cost, 'cost');
      if (after.weight !== before.weight && after.weight.trim()) patch.weight = number(after.weight, 'weight');
      if (after.sku !== before.sku) patch.sku = after.sku.trim();
      if (after.visible !== before.visible) patch.visible = after.visible;
    }
    if (tracked && after.quantity !== before.quantity) {
      if (!/^\d+$/.test(after.quantity.trim())) throw `${choiceLabel(variant)}: enter a whole number of units`;
      patch.stock = { quantity: Number(after.quantity.trim()) };
    }
    if (!tracked && after.inStock !== before.inStock) patch.stock = { inStock: after.inStock };
  } catch (message) {
    return String(message);
  }
  return Object.keys(patch).length > 1 ? patch : undefined;
}

const describeFor = (variants: readonly Variant[], patches: readonly VariantUpdate[]) => (error: Error) => nameVariantFields(errorMessage(error), variants, patches);

/**
 * Every variant of the product in one grid: price, cost, weight, SKU and visibility while the
 * product manages variants, and stock always. "Reset to default" gives every variant the
 * product's own values again. The grid remounts after each save (it starts from what the platform
 * holds), so the outcome lives with the page: `report` and `notice` come from its `useOutcome`.
 */
export function VariantsGrid({
  product,
  currency,
  disabled,
  onChanged,
  report,
  notice,
}: {
  product: Product;
  currency: string;
  disabled: boolean;
  onChanged(product: Product): void;
  report: ReturnType<typeof useOutcome>['report'];
  notice: ReactNode;
}) {
  const variants = product.variants ?? [];
  const initial = Object.fromEntries(variants.map((variant) => [variant.id, toRow(variant)]));
  const [rows, setRows] = useState<Record<string, Row>>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const managed = product.manageVariants;
  const tracked = product.stock.trackInventory;

  const save = useProductMutation(async (catalog, patches: VariantUpdate[]) => {
    await catalog.updateVariants(product.id, patches);
    return catalog.getProduct(product.id);
  });
  const reset = useProductMutation(async (catalog, productId: string) => {
    await catalog.resetVariants(productId);
    return catalog.getProduct(productId);
  });

  if (product.productOptions.length === 0) return null;

  const submit = () => {
    const patches: VariantUpdate[] = [];
    for (const variant of variants) {
      const result = patchFor(variant, initial[variant.id]!, rows[variant.id]!, managed, tracked);
      if (typeof result === 'string') return setProblem(result);
      if (result) patches.push(result);
    }
    setProblem(null);
    if (patches.length === 0) return setProblem('Nothing to save: no variant changed.');
    save.mutate(patches, report(`Variants saved (${patches.length} changed).`, onChanged, describeFor(variants, patches)));
  };

  const set = (id: string, patch: Partial<Row>) => setRows((current) => ({ ...current, [id]: { ...current[id]!, ...patch } }));

  return (
    <section className="panel" aria-labelledby="variants-title">
      <h2 id="variants-title">Variants</h2>
      {disabled && <Notice tone="info">Save the product first: its options or prices changed.</Notice>}
      {!managed && <p className="field-hint">Every variant has the product's price, cost and weight. Turn on “Set price, cost, weight and stock per variant” to change them one by one.</p>}
      {problem ? <Notice tone="error">{problem}</Notice> : notice}
      <DataTable caption={`Variants of ${product.name}`} columns={['Variant', `Price (${currency})`, `Cost (${currency})`, 'Weight (kg)', 'SKU', 'Visible', tracked ? 'Units' : 'In stock']}>
        {variants.map((variant) => {
          const row = rows[variant.id] ?? toRow(variant);
          const name = choiceLabel(variant);
          return (
            <tr key={variant.id}>
              <th scope="row">{name}</th>
              <td>
                <input aria-label={`${name} price`} inputMode="decimal" value={row.price} disabled={!managed || disabled} onChange={(e) => set(variant.id, { price: e.target.value })} />
              </td>
              <td>
                <input aria-label={`${name} cost`} inputMode="decimal" value={row.cost} disabled={!managed || disabled} onChange={(e) => set(variant.id, { cost: e.target.value })} />
              </td>
              <td>
                <input aria-label={`${name} weight`} inputMode="decimal" value={row.weight} disabled={!managed || disabled} onChange={(e) => set(variant.id, { weight: e.target.value })} />
              </td>
              <td>
                <input aria-label={`${name} SKU`} value={row.sku} maxLength={40} disabled={!managed || disabled} onChange={(e) => set(variant.id, { sku: e.target.value })} />
              </td>
              <td>
                <input type="checkbox" aria-label={`${name} visible`} checked={row.visible} disabled={!managed || disabled} onChange={(e) => set(variant.id, { visible: e.target.checked })} />
              </td>
              <td>
                {tracked ? (
                  <input aria-label={`${name} units in stock`} inputMode="numeric" value={row.quantity} disabled={disabled} onChange={(e) => set(variant.id, { quantity: e.target.value })} />
                ) : (
                  <input type="checkbox" aria-label={`${name} in stock`} checked={row.inStock} disabled={disabled} onChange={(e) => set(variant.id, { inStock: e.target.checked })} />
                )}
              </td>
            </tr>
          );
        })}
      </DataTable>
      <div className="actions" style={{ marginTop: '0.75rem' }}>
        <Button variant="primary" onClick={submit} busy={save.isPending} disabled={disabled}>
          Save variants
        </Button>
        <Button onClick={() => setConfirmReset(true)} disabled={disabled || !managed}>
          Reset variants to default
        </Button>
      </div>
      <ConfirmDialog
        open={confirmReset}
        title="Reset every variant?"
        confirmLabel="Reset variants"
        destructive
        busy={reset.isPending}
        onCancel={() => setConfirmReset(false)}
        onConfirm={() => reset.mutate(product.id, { ...report('Variants reset to default.', onChanged), onSettled: () => setConfirmReset(false) })}
      >
        <p>Every variant gets the product's price, cost, weight and SKU again.</p>
      </ConfirmDialog>
    </section>
  );
}
