import { parseDecimal } from '../../../components/ui/money';
import type { DiscountType } from './pricing';

/**
 * The product form's state: what the merchant typed, as strings, so that a half-typed "12." is
 * kept as typed. `toProductInput` turns it into the catalogue's input and `validateProductForm`
 * names what is wrong, field by field, before anything is sent.
 */
export interface OptionDraft {
  /** A stable key for React lists; options have no ids on the platform. */
  key: string;
  name: string;
  optionType: 'drop_down' | 'color';
  choices: Array<{ key: string; value: string; description: string }>;
}

export interface ProductFormValues {
  productType: 'physical' | 'digital';
  name: string;
  slug: string;
  description: string;
  price: string;
  discountType: DiscountType;
  discountValue: string;
  cost: string;
  weight: string;
  sku: string;
  ribbon: string;
  brand: string;
  visible: boolean;
  trackInventory: boolean;
  quantity: string;
  inStock: boolean;
  manageVariants: boolean;
  options: OptionDraft[];
}

/** The product fields the form reads back (a subset of the catalogue's product). */
export interface ProductLike {
  productType: string;
  name: string;
  slug: string;
  description: string;
  priceData: { price: number };
  discount: { type: string; value: number };
  costAndProfitData?: { itemCost: number };
  weight?: number;
  sku?: string;
  ribbon?: string;
  brand?: string;
  visible: boolean;
  stock: { trackInventory: boolean; quantity?: number; inStock: boolean };
  manageVariants: boolean;
  productOptions: Array<{ name: string; optionType: string; choices: Array<{ value: string; description: string }> }>;
}

let keySeed = 0;
export const newKey = () => `k${++keySeed}`;

export const emptyProductForm = (): ProductFormValues => ({
  productType: 'physical',
  name: '',
  slug: '',
  description: '',
  price: '',
  discountType: 'NONE',
  discountValue: '',
  cost: '',
  weight: '',
  sku: '',
  ribbon: '',
  brand: '',
  visible: true,
  trackInventory: false,
  quantity: '',
  inStock: true,
  manageVariants: false,
  options: [],
});

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

export function productToForm(product: ProductLike): ProductFormValues {
  return {
    productType: product.productType === 'digital' ? 'digital' : 'physical',
    name: product.name,
    slug: product.slug,
    description: product.description,
    price: text(product.priceData.price),
    discountType: (['NONE', 'AMOUNT', 'PERCENT'].includes(product.discount.type) ? product.discount.type : 'NONE') as DiscountType,
    discountValue: product.discount.type === 'NONE' ? '' : text(product.discount.value),
    cost: text(product.costAndProfitData?.itemCost),
    weight: text(product.weight),
    sku: product.sku ?? '',
    ribbon: product.ribbon ?? '',
    brand: product.brand ?? '',
    visible: product.visible,
    trackInventory: product.stock.trackInventory,
    quantity: text(product.stock.quantity),
    inStock: product.stock.inStock,
    manageVariants: product.manageVariants,
    options: product.productOptions.map((option) => ({
      key: newKey(),
      name: option.name,
      optionType: option.optionType === 'color' ? 'color' : 'drop_down',
      choices: option.choices.map((choice) => ({ key: newKey(), value: choice.value, description: choice.description === choice.value ? '' : choice.description })),
    })),
  };
}

/** A URL-safe slug from a name: "Linen Shirt, Blue" → "linen-shirt-blue". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
}

export type ProductFormErrors = Partial<Record<keyof ProductFormValues | `options.${number}` | 'options', string>>;

export function validateProductForm(values: ProductFormValues): ProductFormErrors {
  const errors: ProductFormErrors = {};
  if (!values.name.trim()) errors.name = 'Enter a name';
  else if (values.name.trim().length > 80) errors.name = 'At most 80 characters';
  if (values.slug && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(values.slug)) errors.slug = 'Lower-case letters, digits and single hyphens only';
  const price = parseDecimal(values.price);
  if (price === undefined) errors.price = 'Enter a price';
  else if (Number.isNaN(price)) errors.price = 'Enter a number such as 19.99';
  const money = (field: 'cost' | 'weight' | 'discountValue' | 'quantity') => {
    const parsed = parseDecimal(values[field]);
    if (parsed !== undefined && Number.isNaN(parsed)) errors[field] = 'Enter a number, or leave it empty';
  };
  money('cost');
  money('weight');
  if (values.discountType !== 'NONE') {
    const discount = parseDecimal(values.discountValue);
    if (discount === undefined || Number.isNaN(discount)) errors.discountValue = 'Enter the discount';
    else if (values.discountType === 'PERCENT' && discount > 100) errors.discountValue = 'At most 100 %';
    // More off than the price would give the product away (its sale price clamps at 0.00).
    else if (values.discountType === 'AMOUNT' && price !== undefined && !Number.isNaN(price) && discount > price) errors.discountValue = 'At most the price';
  }
  if (values.trackInventory) {
    if (!/^\d+$/.test(values.quantity.trim())) errors.quantity = 'Enter a whole number of units';
  }
  if (values.sku.length > 40) errors.sku = 'At most 40 characters';
  if (values.ribbon.length > 30) errors.ribbon = 'At most 30 characters';
  if (values.brand.length > 50) errors.brand = 'At most 50 characters';
  const names = new Set<string>();
  values.options.forEach((option, index) => {
    const name = option.name.trim();
    if (!name) errors[`options.${index}`] = 'Name the option';
    else if (names.has(name.toLowerCase())) errors[`options.${index}`] = 'Two options have this name';
    else {
      // A colour choice is named by its description (the value is the colour); a drop-down choice by its value.
      const shown = option.choices.map((c) => (option.optionType === 'color' ? c.description : c.value).trim().toLowerCase());
      if (shown.some((name) => !name)) errors[`options.${index}`] = 'Name every choice, or remove the empty ones';
      else if (new Set(shown).size !== shown.length) errors[`options.${index}`] = 'Two choices have the same name';
    }
    names.add(name.toLowerCase());
  });
  if (values.options.length > 6) errors.options = 'At most 6 options';
  return errors;
}

/** The catalogue's product input: empty optional fields are left out, numbers parsed. */
export function toProductInput(values: ProductFormValues) {
  const number = (text: string) => {
    const parsed = parseDecimal(text);
    return parsed === undefined || Number.isNaN(parsed) ? undefined : parsed;
  };
  const cost = number(values.cost);
  const weight = number(values.weight);
  return {
    name: values.name.trim(),
    slug: values.slug.trim() || undefined,
    productType: values.productType,
    description: values.description,
    visible: values.visible,
    priceData: { price: number(values.price) ?? 0 },
    discount: values.discountType === 'NONE' ? { type: 'NONE' as const, value: 0 } : { type: values.discountType, value: number(values.discountValue) ?? 0 },
    costAndProfitData: cost === undefined ? undefined : { itemCost: cost },
    weight,
    sku: values.sku.trim() || undefined,
    ribbon: values.ribbon.trim() || undefined,
    brand: values.brand.trim() || undefined,
    manageVariants: values.manageVariants,
    stock: values.trackInventory
      ? { trackInventory: true, quantity: Number(values.quantity.trim() || '0') }
      : { trackInventory: false, inStock: values.inStock },
    productOptions: values.options
      .filter((option) => option.name.trim())
      .map((option) => ({
        name: option.name.trim(),
        optionType: option.optionType,
        choices: option.choices.map((choice) => ({ value: choice.value.trim(), description: choice.description.trim() || undefined })),
      })),
  };
}

export type ProductInput = ReturnType<typeof toProductInput>;

/** Options compare by name, type and choices; changing them rebuilds the variants, so it is sent only when they changed. */
export const sameOptions = (a: ProductInput['productOptions'], b: ProductInput['productOptions']) => JSON.stringify(a) === JSON.stringify(b);
