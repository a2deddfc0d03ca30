import type { PricingAddress, ShippingOptionResult, ShippingRegion, ShippingSettings } from './types';

const upper = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : undefined);

/**
 * The region that ships to `address`: one naming the address's subdivision wins over one naming
 * only its country, which wins over a catch-all region (no countries).
 */
export function findShippingRegion(regions: readonly ShippingRegion[], address: PricingAddress | undefined): ShippingRegion | undefined {
  const country = upper(address?.country);
  if (!country) return undefined;
  const subdivision = upper(address?.subdivision);
  const inCountry = regions.filter((region) => region.countries.map(upper).includes(country));
  return (
    inCountry.find((region) => subdivision && region.subdivisions?.map(upper).includes(subdivision)) ??
    inCountry.find((region) => !region.subdivisions?.length) ??
    regions.find((region) => region.countries.length === 0)
  );
}

/**
 * Every option a buyer can choose for this destination: the region's delivery options (free at
 * or above their threshold) and the pickup points in the destination's country (every one while
 * there is no destination yet: a buyer may choose to pick up before saying where they live).
 * Sorted by cost, then by cost before any free-shipping threshold, then title, so "the cheapest"
 * is always the same option, and the usual one when several ship free.
 */
export function shippingOptions(
  settings: ShippingSettings,
  address: PricingAddress | undefined,
  discountedSubtotal: number,
): { options: ShippingOptionResult[]; region?: ShippingRegion } {
  const region = findShippingRegion(settings.regions, address);
  const delivery: ShippingOptionResult[] = (region?.options ?? []).map((option) => {
    const threshold = option.freeShippingThreshold ?? settings.freeShippingThreshold;
    const charges = option.charges ?? [];
    const free = threshold !== undefined && discountedSubtotal >= threshold;
    return {
      code: option.code,
      title: option.title,
      carrierId: option.carrierId ?? region!.id,
      cost: free ? 0 : option.cost,
      costBeforeThreshold: option.cost,
      charges,
      estimatedDeliveryTime: option.estimatedDeliveryTime,
      deliveryTimeSlot: option.deliveryTimeSlot,
    };
  });
  const country = upper(address?.country);
  const nearby = settings.pickupPoints.filter((point) => !country || !point.address.country || upper(point.address.country) === country);
  const pickups: ShippingOptionResult[] = nearby.map((point) => ({
    code: point.code,
    title: point.title,
    carrierId: 'pickup',
    cost: point.cost,
    costBeforeThreshold: point.cost,
    charges: [],
    deliveryTimeSlot: point.deliveryTimeSlot,
    pickup: { method: point.method, address: point.address, instructions: point.instructions },
  }));
  // Free alike past a threshold, the option that costs least without it comes first (standard before express).
  const options = [...delivery, ...pickups].sort(
    (a, b) => optionCost(a) - optionCost(b) || a.costBeforeThreshold - b.costBeforeThreshold || a.title.localeCompare(b.title) || a.code.localeCompare(b.code),
  );
  return { options, region };
}

export const optionCost = (option: ShippingOptionResult): number => option.cost + option.charges.reduce((sum, charge) => sum + charge.amount, 0);
