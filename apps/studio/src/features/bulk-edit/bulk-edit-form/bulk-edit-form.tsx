import { errorMessage } from '@vitrine/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/ui/data-table';
import { Button } from '../../../components/ui/button';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/field';
import { formatMoney } from '@vitrine/sdk/modules/money';
import { EmptyState, ErrorState, Loading } from '@vitrine/app-kit/states';
import { Notice } from '../../../components/ui/notice';
import { useApplyBulkAction, useSelectedProducts } from '../api/bulk-edit';
import { previewBulkAction, valueRange, type BulkAction, type BulkMode, type BulkProperty, type BulkSubject, type PreviewRow, type PreviewValues } from '../utils/preview';
import { choices } from '../../../lib/choices';
import { Page } from '../../../components/layout/page';
import { choiceLabel } from '../../../lib/variant-label';

const properties = choices({ price: 'Price', cost: 'Cost of goods', weight: 'Weight' });
const modes = choices({ set: 'Set to', amount: 'Change by an amount', percent: 'Change by a percentage' });

/**
 * Bulk edit of the selected products: set price, cost or weight, or move it by an amount or a
 * percentage. The table previews every new value before anything is saved, then shows what
 * happened to each product (a product without a cost cannot have its cost adjusted, say).
 */
export function BulkEditForm({ ids, currency, productsHref }: { ids: string[]; currency: string; productsHref: string }) {
  const queries = useSelectedProducts(ids);
  const apply = useApplyBulkAction();
  const [property, setProperty] = useState<BulkProperty>('price');
  const [mode, setMode] = useState<BulkMode>('percent');
  const [value, setValue] = useState('');
  const [rounding, setRounding] = useState(false);
  const [error, setError] = useState<string | undefined>();
  // The values as they were when applied: once saved the products are read again, and a preview of
  // the change over the new values would show it applied twice (Now 54.99, New 60.49).
  const [appliedTo, setAppliedTo] = useState<BulkSubject[] | undefined>();

  if (ids.length === 0) {
    // Reached from the navigation with nothing selected: still a page with its heading.
    return (
      <section aria-labelledby="bulk-title">
        <h1 id="bulk-title">Bulk edit</h1>
        <EmptyState title="No products selected">
          <p>Select products in the product list, then choose “Bulk edit”.</p>
          <Link to={productsHref}>Go to products</Link>
        </EmptyState>
      </section>
    );
  }
  if (queries.some((query) => query.isPending)) return <Loading label="Loading the selected products…" />;
  const failed = queries.find((query) => query.isError);
  if (failed) return <ErrorState message={errorMessage(failed.error)} onRetry={() => queries.forEach((query) => void query.refetch())} />;

  const subjects: BulkSubject[] = queries.map((query) => {
    const product = query.data!;
    return {
      id: product.id,
      name: product.name,
      price: product.priceData.price,
      cost: product.costAndProfitData?.itemCost,
      weight: product.weight,
      currency: product.priceData.currency || currency,
      variants: (product.variants ?? []).map((variant) => ({
        name: choiceLabel(variant),
        price: variant.variant.priceData.price,
        cost: variant.variant.costAndProfitData?.itemCost,
        weight: variant.variant.weight,
      })),
    };
  });
  const parsed = Number(value.replace(',', '.'));
  const valid = value.trim() !== '' && Number.isFinite(parsed) && (mode !== 'set' || parsed >= 0) && (mode !== 'percent' || parsed >= -100);
  const action: BulkAction = { property, mode, value: valid ? parsed : 0, rounding };
  const applied = apply.isSuccess ? appliedTo : undefined;
  const shown = applied ?? subjects;
  // Worked out with 0 until a value is typed: the "Now" column needs the rows, the "New" one waits.
  const preview = previewBulkAction(shown, action);
  const outcome = new Map(apply.data?.results.map((result) => [result.itemMetadata.id, result.itemMetadata]) ?? []);
  const show = (amount: number | undefined, rowCurrency: string) =>
    amount === undefined ? '—' : property === 'weight' ? `${amount} kg` : formatMoney(amount, rowCurrency);
  // A product's variants can differ (a larger size costs more): the range of them, each one below.
  const showRange = (row: PreviewRow, which: keyof PreviewValues, rowCurrency: string) => {
    const range = valueRange(row, which);
    return !range ? '—' : range[0] === range[1] ? show(range[0], rowCurrency) : `${show(range[0], rowCurrency)} – ${show(range[1], rowCurrency)}`;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      setError(mode === 'set' ? 'Enter the new value (0 or more)' : mode === 'percent' ? 'Enter a percentage, e.g. 10 or -15' : 'Enter an amount, e.g. 2.50 or -1');
      return;
    }
    setError(undefined);
    setAppliedTo(subjects);
    apply.mutate({ ids, action });
  };

  return (
    <Page title={<>Bulk edit {ids.length} products</>} back={{ href: productsHref, label: 'Back to products' }}>
      <form className="panel" onSubmit={submit} noValidate aria-label="Bulk edit">
        <div className="grid-4">
          <SelectField label="Field" options={properties} value={property} onChange={(e) => (setProperty(e.target.value as BulkProperty), apply.reset())} />
          <SelectField label="Change" options={modes} value={mode} onChange={(e) => (setMode(e.target.value as BulkMode), apply.reset())} />
          <TextField
            label={mode === 'percent' ? 'Percentage' : property === 'weight' ? 'Weight (kg)' : `Amount (${currency})`}
            inputMode="decimal"
            value={value}
            error={error}
            hint={mode === 'set' ? undefined : 'Negative values lower it.'}
            onChange={(e) => (setValue(e.target.value), apply.reset())}
          />
          {mode !== 'set' && <CheckboxField label="Round to whole units" checked={rounding} onChange={(e) => (setRounding(e.target.checked), apply.reset())} />}
        </div>
        {apply.isError && <Notice tone="error">{errorMessage(apply.error)}</Notice>}
        {apply.isSuccess && (
          <Notice tone={apply.data.bulkActionMetadata.totalFailures ? 'warning' : 'success'}>
            {apply.data.bulkActionMetadata.totalSuccesses} updated, {apply.data.bulkActionMetadata.totalFailures} not updated.
          </Notice>
        )}
        <DataTable
          caption={applied ? 'The values before and after the change' : 'Preview of the new values'}
          showCaption
          columns={['Product', { label: applied ? 'Before' : 'Now', numeric: true }, { label: 'New', numeric: true }, 'Outcome']}
        >
          {shown.map((subject) => {
            const row = preview.find((candidate) => candidate.id === subject.id)!;
            const result = outcome.get(subject.id);
            return (
              <tr key={subject.id}>
                <th scope="row">{subject.name}</th>
                <td className="num">{showRange(row, 'current', subject.currency)}</td>
                <td className="num" data-testid="bulk-new-value">
                  {!valid ? '—' : row.problem ? <span className="badge badge-warn">{row.problem}</span> : showRange(row, 'next', subject.currency)}
                  {valid && !row.problem && row.variants.length > 1 ? (
                    <details className="bulk-variants">
                      <summary>Each of {row.variants.length} variants</summary>
                      <ul aria-label={`Variants of ${subject.name}`}>
                        {row.variants.map((variant, index) => (
                          <li key={index}>
                            {variant.name}: {show(variant.current, subject.currency)} → {show(variant.next, subject.currency)}
                          </li>
                        ))}
                      </ul>
                    </details>
                  ) : null}
                </td>
                <td>
                  {result === undefined ? (
                    apply.isSuccess ? '—' : 'Not saved yet'
                  ) : result.success ? (
                    <span className="badge badge-ok">Updated</span>
                  ) : (
                    <span className="badge badge-danger">{result.error?.description ?? 'Not updated'}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </DataTable>
        <div className="actions" style={{ marginTop: '0.75rem' }}>
          <Button type="submit" variant="primary" busy={apply.isPending} disabled={apply.isSuccess}>
            Apply to {ids.length} products
          </Button>
        </div>
      </form>
    </Page>
  );
}
