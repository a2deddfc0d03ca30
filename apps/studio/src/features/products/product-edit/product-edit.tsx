import { errorMessage } from '@vitrine/react';
import { namesNothing } from '../../../lib/names-nothing';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Page } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ConfirmRemoval } from '../../../components/ui/confirm-removal';
import { formatDateTime } from '../../../components/ui/dates';
import { useOutcome } from '../../../components/ui/outcome';
import { EmptyState, ErrorState, Loading } from '@vitrine/app-kit/states';
import { Notice } from '../../../components/ui/notice';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';
import { useCheckedForm } from '../../../lib/checked-form';
import { ConflictNotice } from '../../../components/ui/conflict-notice';
import type { Product } from '@vitrine/sdk/modules/products';
import { useProduct, useProductMutation } from '../api/products';
import { ProductForm } from '../components/product-form';
import { productToForm, validateProductForm, type ProductFormErrors, type ProductFormValues } from '../utils/product-form';
import { MediaManager } from './media-manager';
import { EditConflictError, saveProduct } from './save-product';
import { VariantsGrid } from './variants-grid';

export interface ProductEditProps {
  id: string;
  currency: string;
  listHref: string;
}

export function ProductEdit({ id, currency, listHref }: ProductEditProps) {
  const product = useProduct(id);
  if (product.isPending) return <Loading label="Loading the product…" />;
  if (product.isError) {
    const missing = namesNothing(product.error);
    return missing ? (
      <EmptyState title="This product does not exist (it may have been deleted)">
        <Link to={listHref}>Back to products</Link>
      </EmptyState>
    ) : (
      <ErrorState message={errorMessage(product.error)} onRetry={() => product.refetch()} />
    );
  }
  // Keyed by the loaded version: after a save or a reload the form starts from what the platform holds.
  return <ProductEditor key={product.data.id} product={product.data} currency={currency} listHref={listHref} />;
}

function ProductEditor({ product, currency, listHref }: { product: Product; currency: string; listHref: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [loaded, setLoaded] = useState(product);
  const { values, setValues, initial, errors, changed: dirty, check, reset } = useCheckedForm<ProductFormValues, keyof ProductFormErrors>(() => productToForm(product), validateProductForm);
  const [conflict, setConflict] = useState<Product | null>(null);
  const [confirm, setConfirm] = useState<'delete' | 'delete-options' | null>(null);
  const [saved, setSaved] = useState(false);
  const variantsOutcome = useOutcome();

  const adopt = (next: Product) => {
    setLoaded(next);
    reset(productToForm(next));
  };

  // Saving over someone else's change still names the version shown, so a third save meanwhile is caught too.
  const save = useProductMutation((catalog, overwrite: boolean) =>
    saveProduct(catalog, { loaded, initial, values, expectedRevision: overwrite && conflict ? conflict.revision : loaded.revision }),
  );
  const remove = useProductMutation(
    (catalog, productId: string) => catalog.deleteProduct(productId),
    () => void navigate(listHref, { replace: true }),
  );
  const deleteOptions = useProductMutation(async (catalog, productId: string) => {
    await catalog.deleteOptions(productId);
    return catalog.getProduct(productId);
  });

  const submit = (overwrite = false) => {
    const valid = check();
    setSaved(false);
    if (!valid) return;
    save.mutate(overwrite, {
      onSuccess: (next) => {
        setConflict(null);
        adopt(next);
        setSaved(true);
      },
      onError: (error) => {
        if (error instanceof EditConflictError) setConflict(error.latest);
      },
    });
  };

  const { created, mediaError } = (location.state as { created?: boolean; mediaError?: string } | null) ?? {};

  return (
    <Page title={loaded.name} back={{ href: listHref, label: 'Back to products' }} actions={<Button variant="danger" onClick={() => setConfirm('delete')}>Delete product</Button>}>
      <UnsavedChangesGuard when={dirty && !save.isPending && !remove.isPending && !remove.isSuccess} />
      <p className="field-hint">Last changed {formatDateTime(loaded.lastUpdated)}</p>
      {created && !saved && !dirty && <Notice tone="success">The product is created. Set variants and reorder media below.</Notice>}
      {created && mediaError && <Notice tone="error">The product is created, but its media could not be added: {mediaError}. Add them again below.</Notice>}
      {saved && !dirty && <Notice tone="success">Saved.</Notice>}
      {conflict && (
        <ConflictNotice
          message="Someone else changed this product first"
          changedAt={conflict.lastUpdated}
          busy={save.isPending}
          onLoadTheirs={() => {
            adopt(conflict);
            setConflict(null);
          }}
          onSaveMine={() => submit(true)}
        />
      )}
      {save.isError && !(save.error instanceof EditConflictError) && <Notice tone="error">{errorMessage(save.error)}</Notice>}
      {Object.keys(errors).length > 0 && <Notice tone="error">Some fields need attention before the product can be saved.</Notice>}

      <ProductForm
        values={values}
        errors={errors}
        currency={currency}
        onChange={(next) => {
          setValues(next);
          setSaved(false);
        }}
        onSubmit={() => submit(false)}
        submitLabel="Save product"
        busy={save.isPending}
        fieldActions={{
          options:
            loaded.productOptions.length > 0 ? (
              <Button variant="ghost" onClick={() => setConfirm('delete-options')}>
                Delete all options
              </Button>
            ) : undefined,
        }}
      />

      <VariantsGrid
        key={`v-${loaded.lastUpdated}`}
        product={loaded}
        currency={currency}
        disabled={dirty}
        onChanged={adopt}
        report={variantsOutcome.report}
        notice={variantsOutcome.notice}
      />
      <MediaManager key={`m-${loaded.lastUpdated}`} product={loaded} onChanged={adopt} />

      <ConfirmRemoval subject={confirm === 'delete' ? loaded : null} confirmLabel="Delete product" mutation={remove} onClose={() => setConfirm(null)}>
        <p>The product, its variants and media links are deleted. Orders already placed keep their lines.</p>
      </ConfirmRemoval>
      {remove.isError && <Notice tone="error">{errorMessage(remove.error)}</Notice>}
      <ConfirmDialog
        open={confirm === 'delete-options'}
        title="Delete every option?"
        confirmLabel="Delete options"
        destructive
        busy={deleteOptions.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => deleteOptions.mutate(loaded.id, { onSuccess: adopt, onSettled: () => setConfirm(null) })}
      >
        <p>All options and their variants are removed; the product keeps one variant.</p>
      </ConfirmDialog>
      {deleteOptions.isError && <Notice tone="error">{errorMessage(deleteOptions.error)}</Notice>}
    </Page>
  );
}
