import { errorMessage, storesAppId, useAddToCartMutation, useOptionsAvailability, type Product } from '@vitrine/react';
import { useId, useState, type FormEvent } from 'react';
import { useHydrated } from '../../../lib/hydrated';
import { useCurrentPath, useSearchParams } from '../../../lib/routing';
import { addToCartPath } from '../../../lib/session-route';
import { Price, ProductPrice } from '../../../components/ui/price';
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
  const hydrated = useHydrated();
  const returnTo = useCurrentPath();
  const [params] = useSearchParams();
  // Set by the server when a form posted without JavaScript was refused (server/cart-form.ts).
  const formError = params.get('cartError');

  const options = availability.data?.productOptions ?? product.productOptions ?? [];
  const variant = availability.data?.selectedVariant;
  const unit = product.pricePerUnitData ? `${product.pricePerUnitData.baseQuantity} ${product.pricePerUnitData.baseMeasurementUnit}` : undefined;
  const media = availability.data?.media?.items?.length ? availability.data.media.items : (product.media?.items ?? []);
  const missing = (product.productOptions ?? []).filter((option) => !choices[option.name]).map((option) => option.name);
  const canBuy = missing.length === 0 && availability.data?.availableForPurchase === true;
  const outOfStock = missing.length === 0 && availability.data && !availability.data.availableForPurchase;

  const addToCart = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const options = variant ? { variantId: variant.id } : { options: choices };
    add.mutate({ lineItems: [{ catalogReference: { appId: storesAppId, catalogItemId: product.id, options }, quantity }] });
  };

  return (
    <div className="product-page">
      <Gallery items={media} name={product.name} />
      <section aria-labelledby="product-name">
        {product.ribbon ? <p className="ribbon">{product.ribbon}</p> : null}
        <h1 id="product-name">{product.name}</h1>
        {product.brand ? <p>{product.brand}</p> : null}
        {variant?.price ? <Price price={variant.price} unit={unit} /> : <ProductPrice product={product} unit={unit} />}
        <form method="post" action={addToCartPath} onSubmit={addToCart}>
          <input type="hidden" name="productId" value={product.id} />
          <input type="hidden" name="returnTo" value={returnTo} />
        {options.map((option) => (
          <OptionPicker key={option.name} option={option} value={choices[option.name]} onChange={(value) => setChoices((current) => ({ ...current, [option.name]: value }))} />
        ))}
        <div className="field">
          <label htmlFor={quantityId}>Quantity</label>
          <input id={quantityId} name="quantity" type="number" min={1} max={99} inputMode="numeric" value={quantity} onChange={(event) => setQuantity(Math.max(1, Math.floor(Number(event.target.value) || 1)))} style={{ maxWidth: '6rem' }} />
        </div>
        {outOfStock ? (
          <p className="out-of-stock" role="status">
            Out of stock
          </p>
        ) : null}
        {/* On a phone the button stays at the bottom of the screen, under the thumb. */}
        <div className="buy-bar">
          {add.error || formError ? (
            <p className="form-error" role="alert">
              {add.error ? errorMessage(add.error) : formError}
            </p>
          ) : null}
          {/* Before JavaScript runs the form posts to the server, which checks the choices itself. */}
          <button type="submit" className="button" disabled={hydrated && (!canBuy || add.isPending)}>
            {!hydrated ? 'Add to cart' : add.isPending ? 'Adding…' : missing.length ? `Choose ${missing.join(' and ').toLowerCase()}` : 'Add to cart'}
          </button>
        </div>
        </form>
        {/* The description is the merchant's HTML; shown as text, never injected as markup. */}
        {product.description ? <p className="description">{product.description.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim()}</p> : null}
      </section>
    </div>
  );
}
