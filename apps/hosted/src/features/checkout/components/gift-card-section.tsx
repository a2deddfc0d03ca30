import type { Checkout } from '@vitrine/sdk/modules/checkout';
import { GiftCardForm } from '@vitrine/app-kit/gift-card-form';
import type { useApplyGiftCard, useRemoveGiftCard } from '../api/checkout-queries';

interface Props {
  checkout: Checkout;
  /** The page's changes, not this section's: the order button waits while one runs. */
  apply: ReturnType<typeof useApplyGiftCard>;
  remove: ReturnType<typeof useRemoveGiftCard>;
}

/** The storefront's gift-card form (`@vitrine/app-kit/gift-card-form`) as a section of the hosted checkout. */
export function GiftCardSection({ checkout, apply, remove }: Props) {
  return (
    <section className="checkout-section" aria-labelledby="gift-card-heading">
      <h2 id="gift-card-heading">Gift card</h2>
      <GiftCardForm giftCard={checkout.giftCard} applying={apply} removing={remove} onApply={(code) => apply.mutate(code)} onRemove={() => remove.mutate()} />
    </section>
  );
}
