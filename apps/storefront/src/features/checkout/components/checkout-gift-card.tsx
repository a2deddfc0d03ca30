import { useRemoveGiftCardMutation, useUpdateCheckoutMutation, type Checkout } from '@vitrine/react';
import { GiftCardForm } from '@vitrine/app-kit/gift-card-form';

/** The app kit's gift-card form, sending its changes through the storefront's checkout hooks. */
export function CheckoutGiftCard({ checkout }: { checkout: Checkout }) {
  const apply = useUpdateCheckoutMutation(checkout.id);
  const remove = useRemoveGiftCardMutation(checkout.id);
  return (
    <GiftCardForm
      giftCard={checkout.giftCard}
      applying={apply}
      removing={remove}
      onApply={(code) => apply.mutate({ giftCardCode: code })}
      onRemove={() => remove.mutate()}
    />
  );
}
