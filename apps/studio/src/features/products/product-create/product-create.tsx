import { errorMessage } from '@vitrine/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Notice } from '../../../components/ui/states';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';
import { useProductMutation } from '../api/products';
import { ProductForm } from '../components/product-form';
import { emptyProductForm, toProductInput, validateProductForm, type ProductFormErrors } from '../utils/product-form';

/** A new product: its fields and options; media and per-variant values follow on the edit page. */
export function ProductCreate({ currency, listHref, editHref }: { currency: string; listHref: string; editHref(id: string): string }) {
  const navigate = useNavigate();
  const create = useProductMutation((catalog, input: ReturnType<typeof toProductInput>) => catalog.createProduct(input));
  const [values, setValues] = useState(emptyProductForm);
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [slugEdited, setSlugEdited] = useState(false);
  const dirty = JSON.stringify(values) !== JSON.stringify(emptyProductForm()) && !create.isSuccess;

  const submit = () => {
    const found = validateProductForm(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    create.mutate(toProductInput(values), { onSuccess: (product) => navigate(editHref(product.id), { state: { created: true } }) });
  };

  return (
    <section aria-labelledby="product-create-title">
      <div className="page-head">
        <h1 id="product-create-title">Add product</h1>
        <Link to={listHref}>Back to products</Link>
      </div>
      <UnsavedChangesGuard when={dirty && !create.isPending} />
      {Object.keys(errors).length > 0 && <Notice tone="error">Some fields need attention before the product can be saved.</Notice>}
      {create.isError && <Notice tone="error">{errorMessage(create.error)}</Notice>}
      <ProductForm
        values={values}
        errors={errors}
        currency={currency}
        slugFollowsName={!slugEdited}
        onChange={(next) => {
          if (next.slug !== values.slug && next.name === values.name) setSlugEdited(true);
          setValues(next);
        }}
        onSubmit={submit}
        submitLabel="Create product"
        busy={create.isPending}
      />
    </section>
  );
}
