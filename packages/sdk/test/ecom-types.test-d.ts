/**
 * The ecom types say what the calls return at run time (checked by tsc; `core-serialize.test.ts`
 * and `ecom-sdk.test.ts` check the values): the generated wire types, with what `reviveCartLike`
 * converts, dates and media URIs, as `Date` and image objects; and the request options are the
 * generated request bodies with what `prepareCartLikeRequest` takes in the wire's place.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { MediaImage, WireAddress } from '../src/core/serialize';
import type { AddToCartOptions, Cart, CreateCheckoutFromCartOptions, CustomLineItemInput, EstimateTotalsResponse, LineItemInput } from '../src/modules/cart';
import type { Checkout, CheckoutInfo, UpdateCheckoutOptions } from '../src/modules/checkout';
import type { Order, OrderStatus } from '../src/modules/orders';
import type { OrderTransactions } from '../src/modules/order-transactions';

type Slot = NonNullable<NonNullable<Checkout['shippingInfo']['selectedCarrierServiceOption']>['logistics']['deliveryTimeSlot']>;
type OverrideImage = NonNullable<NonNullable<Cart['lineItems'][number]['catalogOverrideFields']>['image']>;

describe('ecom types', () => {
  it('revive dates wherever the SDK does', () => {
    expectTypeOf<Cart['createdDate']>().toEqualTypeOf<Date>();
    expectTypeOf<Checkout['updatedDate']>().toEqualTypeOf<Date>();
    expectTypeOf<Slot>().toEqualTypeOf<{ from: Date; to: Date }>();
    expectTypeOf<NonNullable<Cart['lineItems'][number]['serviceProperties']>['scheduledDate']>().toEqualTypeOf<Date | undefined>();
    expectTypeOf<EstimateTotalsResponse['membershipOptions']['eligibleMemberships'][number]['expirationDate']>().toEqualTypeOf<Date | undefined>();
    expectTypeOf<Order['fulfillments'][number]['createdDate']>().toEqualTypeOf<Date>();
    expectTypeOf<OrderTransactions['payments'][number]['createdDate']>().toEqualTypeOf<Date>();
  });

  it('turn an image given as a URI into an image object, and leave other strings alone', () => {
    expectTypeOf<Exclude<OverrideImage, MediaImage>>().not.toBeString();
    expectTypeOf<Cart['revision']>().toBeString();
    expectTypeOf<Order['number']>().toBeString();
  });

  it('name enumerations by their values', () => {
    expectTypeOf<Order['status']>().toEqualTypeOf<OrderStatus>();
    expectTypeOf<Checkout['lineItems'][number]['availability']['status']>().toEqualTypeOf<'AVAILABLE' | 'NOT_FOUND' | 'NOT_AVAILABLE' | 'PARTIALLY_AVAILABLE'>();
  });

  it('take dates as Date, images as URIs or image objects and addresses in either spelling in requests', () => {
    expectTypeOf<NonNullable<LineItemInput['serviceProperties']>['scheduledDate']>().toEqualTypeOf<Date | undefined>();
    expectTypeOf<NonNullable<CustomLineItemInput['serviceProperties']>['scheduledDate']>().toEqualTypeOf<Date | undefined>();
    expectTypeOf<NonNullable<LineItemInput['catalogOverrideFields']>['image']>().toEqualTypeOf<string | MediaImage | undefined>();
    expectTypeOf<CustomLineItemInput['media']>().toEqualTypeOf<string | MediaImage | undefined>();
    expectTypeOf<CreateCheckoutFromCartOptions['shippingAddress']>().toEqualTypeOf<WireAddress | undefined>();
    expectTypeOf<NonNullable<CheckoutInfo['billingInfo']>['address']>().toEqualTypeOf<WireAddress | undefined>();
    expectTypeOf<AddToCartOptions['lineItems']>().toEqualTypeOf<LineItemInput[] | undefined>();
    expectTypeOf<CheckoutInfo>().not.toHaveProperty('id');
    expectTypeOf<UpdateCheckoutOptions>().not.toHaveProperty('checkout');
  });
});
