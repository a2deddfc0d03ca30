import { describe, expect, it } from 'vitest';
import { apiKeyHeaders, createProduct, platformForFile } from './helpers';

const file = platformForFile();
const { http, staff } = file;

const mug = (name: string, sku: string) => ({
  name,
  sku,
  priceData: { price: 12 },
  productOptions: [
    { name: 'Size', choices: [{ value: 'Small' }, { value: 'Large' }] },
    { name: 'Glaze', optionType: 'color', choices: [{ value: '#222', description: 'Ink black' }, { value: '#eee', description: 'Chalk' }] },
  ],
  manageVariants: true,
});

type Variant = { id: string; choices: Record<string, string>; variant: { sku?: string } };
const skus = (product: { variants: Variant[] }) => product.variants.map((v) => v.variant.sku);
const violations = (body: { details: { validationError: { fieldViolations: Array<{ field: string }> } } }) =>
  body.details.validationError.fieldViolations.map((v) => v.field);

const create = (product: Record<string, unknown>) => createProduct(file, product);

describe('variant SKUs', () => {
  it('generates a distinct SKU per variant from the product SKU and the choices, kept distinct after a reset', async () => {
    const product = await create(mug('SKU mug', 'MUG-1'));
    expect(skus(product)).toEqual(['MUG-1-SMALL-INKBLACK', 'MUG-1-SMALL-CHALK', 'MUG-1-LARGE-INKBLACK', 'MUG-1-LARGE-CHALK']);

    const small = product.variants.find((v: Variant) => v.choices.Size === 'Small' && v.choices.Glaze === 'Chalk');
    const custom = await http.patch(`/stores/v1/products/${product.id}/variants`, { variants: [{ variantIds: [small.id], sku: 'MUG-SPECIAL' }] }, staff);
    expect(custom.status, JSON.stringify(custom.body)).toBe(200);
    expect((await http.post(`/stores/v1/products/${product.id}/variants/resetToDefault`, {}, staff)).status).toBe(200);
    const after = (await http.get(`/stores-reader/v1/products/${product.id}`, staff)).body.product;
    expect(new Set(skus(after)).size).toBe(4);
    expect(skus(after)).toContain('MUG-1-SMALL-CHALK');
  });

  it('follows a new product SKU, keeps a SKU set by hand, and gives new choices their own', async () => {
    const product = await create(mug('Renamed mug', 'MUG-2'));
    const large = product.variants.find((v: Variant) => v.choices.Size === 'Large' && v.choices.Glaze === 'Chalk');
    await http.patch(`/stores/v1/products/${product.id}/variants`, { variants: [{ variantIds: [large.id], sku: 'BIG-WHITE' }] }, staff);
    const options = [...mug('', '').productOptions];
    options[0] = { name: 'Size', choices: [{ value: 'Small' }, { value: 'Large' }, { value: 'Jumbo' }] };
    const response = await http.patch(`/stores/v1/products/${product.id}`, { product: { sku: 'CUP-2', productOptions: options } }, staff);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(skus(response.body.product).sort()).toEqual(['BIG-WHITE', 'CUP-2-JUMBO-CHALK', 'CUP-2-JUMBO-INKBLACK', 'CUP-2-LARGE-INKBLACK', 'CUP-2-SMALL-CHALK', 'CUP-2-SMALL-INKBLACK']);
  });

  it('refuses a SKU another product of the site holds with a 409 naming the field, and saves nothing', async () => {
    await create(mug('First mug', 'MUG-3'));
    const taken = await http.post('/stores/v1/products', { product: { name: 'Copy mug', sku: 'MUG-3', priceData: { price: 1 } } }, staff);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('SKU already in use');
    expect(violations(taken.body)).toEqual(['product.sku']);
    const listed = await http.post('/stores-reader/v1/products/query', { query: { filter: { name: 'Copy mug' } } }, staff);
    expect(listed.body.products).toEqual([]);

    // A product SKU that equals a generated variant SKU elsewhere is refused as well.
    const variantTaken = await http.post('/stores/v1/products', { product: { name: 'Clash', sku: 'MUG-3-SMALL-CHALK', priceData: { price: 1 } } }, staff);
    expect(variantTaken.status).toBe(409);

    const other = await create({ name: 'Plain mug', sku: 'PLAIN-1', priceData: { price: 1 } });
    const renamed = await http.patch(`/stores/v1/products/${other.id}`, { product: { sku: 'MUG-3' } }, staff);
    expect(renamed.status).toBe(409);
    expect(violations(renamed.body)).toEqual(['product.sku']);
  });

  it('refuses a variant SKU held by another variant, naming the variant update that sent it', async () => {
    const product = await create(mug('Variant clash mug', 'MUG-4'));
    const [first, second] = product.variants as Variant[];
    const sameProduct = await http.patch(`/stores/v1/products/${product.id}/variants`, { variants: [{ variantIds: [second!.id], sku: first!.variant.sku }] }, staff);
    expect(sameProduct.status).toBe(409);
    expect(sameProduct.body.details.validationError.fieldViolations).toMatchObject([{ field: 'variants.0.sku', description: `SKU ${first!.variant.sku} is also given to the Small / Ink black variant` }]);

    const elsewhere = await http.patch(`/stores/v1/products/${product.id}/variants`, { variants: [{ choices: { Size: 'Large', Glaze: 'Chalk' }, sku: 'MUG-1-LARGE-CHALK' }] }, staff);
    expect(elsewhere.status).toBe(409);
    expect(violations(elsewhere.body)).toEqual(['variants.0.sku']);
    const read = (await http.get(`/stores-reader/v1/products/${product.id}`, staff)).body.product;
    expect(skus(read)).toEqual(skus(product));
  });

  it('lets another site use the same SKU', async () => {
    const other = await file.platform.createSite();
    const response = await http.post('/stores/v1/products', { product: { name: 'Their mug', sku: 'MUG-3', priceData: { price: 1 } } }, apiKeyHeaders(other));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  });
});
