import type { Row } from '../../../components/ui/rows-editor';

/**
 * Delivery slots are `{ from, to }` on shipping options and pickup points; the rows editor shows
 * them as two flat columns and they are put back together on the way out. A half-filled slot is
 * kept as it is (the merchant is still typing the other end); saving one makes the platform say
 * which end is missing.
 */
export function toSlotRow<T extends { deliveryTimeSlot?: { from?: string; to?: string } }>(item: T): Row {
  const { deliveryTimeSlot, ...rest } = item;
  return { ...rest, ...(deliveryTimeSlot?.from ? { slotFrom: deliveryTimeSlot.from } : {}), ...(deliveryTimeSlot?.to ? { slotTo: deliveryTimeSlot.to } : {}) };
}

export function fromSlotRow(row: Row): Row {
  const { slotFrom, slotTo, ...rest } = row;
  if (slotFrom === undefined && slotTo === undefined) return rest;
  return { ...rest, deliveryTimeSlot: { ...(slotFrom !== undefined ? { from: slotFrom } : {}), ...(slotTo !== undefined ? { to: slotTo } : {}) } };
}
