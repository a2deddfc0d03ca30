import { errorMessage } from '@vitrine/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/layout/page';
import { Notice } from '../../../components/ui/notice';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';
import { useCheckedForm } from '../../../lib/checked-form';
import type { UploadedFile } from '../../../lib/catalog';
import { useProductMutation } from '../api/products';
import { ProductForm } from '../components/product-form';
import { NewProductMedia } from './new-product-media';
import { emptyProductForm, toProductInput, validateProductForm } from '../utils/product-form';

/**
 * A new product: its fields, options and media; per-variant values follow on the edit page. The
 * catalogue creates a product without media, so the media (uploaded already) are added right
 * after; if that fails the product exists anyway and its edit page says so.
 */
export function ProductCreate({ currency, listHref, editHref }: { currency: string; listHref: string; editHref(id: string): string }) {
  const navigate = useNavigate();
  const create = useProductMutation(async (catalog, { input, media }: { input: ReturnType<typeof toProductInput>; media: UploadedFile[] }) => {
    const product = await catalog.createProduct(input);
    if (media.length === 0) return { product };
    try {
      await catalog.addMedia(product.id, media.map((file) => ({ mediaId: file.id, title: file.fileName })));
      return { product };
    } catch (error) {
      return { product, mediaError: errorMessage(error) };
    }
  });
  const [media, setMedia] = useState<UploadedFile[]>([]);
  const { values, setValues, errors, changed, check } = useCheckedForm(emptyProductForm, validateProductForm);
  const [slugEdited, setSlugEdited] = useState(false);
  const dirty = (changed || media.length > 0) && !create.isSuccess;

  const submit = () => {
    if (!check()) return;
    create.mutate(
      { input: toProductInput(values), media },
      { onSuccess: ({ product, mediaError }) => void navigate(editHref(product.id), { state: { created: true, mediaError } }) },
    );
  };

  return (
    <Page title="Add product" back={{ href: listHref, label: 'Back to products' }}>
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
        creating
        busy={create.isPending}
        footer={<NewProductMedia files={media} onChange={setMedia} />}
      />
    </Page>
  );
}
