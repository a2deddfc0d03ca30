import { errorMessage, storesAppId, useAddToCartMutation, useOptionsAvailability, type Product } from '@vitrine/react';
import { useId, useState } from 'react';
import { Price } from '../../../components/ui/price';
import { useCartDrawer } from '../../../lib/cart-drawer';
import { Gallery } from './gallery';
import { OptionPicker } from './option-picker';

export function ProductDetails({ product }: { product: Product }) {
  const [choices, setChoices] = useState<Record<string, string>>({});
  const [quantity, setQuantity] = useState(1);
  const availability = useOptionsAvailability(product.id, choices);
  const drawer = useCartDrawer();
  const add = useAddToCartMutation({ onSuccess: () => drawer.setOpen(true) });
  const quantityId = useId();

  const options = availability.data?.productOptions ?? product.productOptions ?? [];
  const variant = availability.data?.selectedVariant;
  const price = variant?.price ?? product.priceData ?? product.price;
  const unit = product.pricePerUnitData ? `${product.pricePerUnitData.baseQuantity} ${product.pricePerUnitData.baseMeasurementUnit}` : undefined;
  const media = availability.data?.media?.items?.length ? availability.data.media.items : (product.media?.items ?? []);
  const missing = (product.productOptions ?? []).filter((option) => !choices[option.name]).map((option) => option.name);
  const canBuy = missing.length === 0 && availability.data?.availableForPurchase === true;
  const outOfStock = missing.length === 0 && availability.data && !availability.data.availableForPurchase;

  const addToCart = () => {
    const options = variant ? { variantId: variant.id } : { options: choices };
    add.mutate({ lineItems: [{ catalogReference: { appId: storesAppId, catalogItemId: product.id, options }, quantity }] });
  };

  return (
    <main className="page product-page">
      <Gallery items={media} name={product.name} />
      <section aria-labelledby="product-name">
        {product.ribbon ? <p className="ribbon" style={{ position: 'static', display: 'inline-block' }}>{product.ribbon}</p> : null}
        <h1 id="product-name">{product.name}</h1>
        {product.brand ? <p>{product.brand}</p> : null}
        <Price price={price} unit={unit} />
        {options.map((option) => (
          <OptionPicker key={option.name} option={option} value={choices[option.name]} onChange={(value) => setChoices((current) => ({ ...current, [option.name]: value }))} />
        ))}
        <div className="field">
          <label htmlFor={quantityId}>Quantity</label>
          <input id={quantityId} type="number" min={1} max={99} inputMode="numeric" value={quantity} onChange={(event) => setQuantity(Math.max(1, Math.floor(Number(event.target.value) || 1)))} style={{ maxWidth: '6rem' }} />
        </div>
        {outOfStock ? (
          <p className="out-of-stock" role="status">
            Out of stock
          </p>
        ) : null}
        <button type="button" className="button" disabled={!canBuy || add.isPending} onClick={addToCart}>
          {add.isPending ? 'Adding…' : missing.length ? `Choose ${missing.join(' and ').toLowerCase()}` : 'Add to cart'}
        </button>
        {add.error ? (
          <p className="form-error" role="alert">
            {errorMessage(add.error)}
          </p>
        ) : null}
        {/* The description is the merchant's HTML; shown as text, never injected as markup. */}
        {product.description ? <p className="description">{product.description.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim()}</p> : null}
      </section>
    </main>
  );
}
