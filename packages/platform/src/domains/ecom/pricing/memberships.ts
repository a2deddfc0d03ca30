import type { CalculationError, MembershipResult, PricingInput } from './types';

/**
 * Memberships the buyer holds that could pay for lines of this order. Eligible: held, not expired,
 * covering at least one line, with credits left. Invalid: held but expired (`EXPIRED`), covering
 * none of the lines (`NOT_APPLICABLE`), or with no credits left (`NO_CREDITS_LEFT`). Only eligible
 * memberships can be selected; a selected one pays for the lines it covers, and one with credits
 * only for whole lines while its credits last (a unit uses one): a line it cannot pay is charged.
 */
export function resolveMemberships(input: PricingInput): { result: MembershipResult; errors: CalculationError[] } {
  const result: MembershipResult = { eligible: [], invalid: [], selected: [] };
  const errors: CalculationError[] = [];
  if (!input.memberId) {
    if (input.selectedMembershipIds?.length) {
      errors.push({ kind: 'MEMBERSHIP', code: 'MEMBERSHIP_REQUIRES_MEMBER', message: 'Only a signed-in member can pay with a membership' });
    }
    return { result, errors };
  }
  const held = input.settings.memberships.filter((m) => m.memberIds.length === 0 || m.memberIds.includes(input.memberId!));
  const payable = input.lines.filter((line) => line.availability === 'AVAILABLE' || line.availability === 'PARTIALLY_AVAILABLE');
  const covered = new Set<string>();
  for (const membership of [...held].sort((a, b) => a.id.localeCompare(b.id))) {
    const lineItemIds = payable.filter((line) => line.productId && membership.productIds.includes(line.productId)).map((line) => line.id);
    const credits =
      membership.credits === undefined ? undefined : { total: membership.credits, remaining: Math.max(0, membership.credits - (input.membershipCreditsUsed?.[membership.id] ?? 0)) };
    const base = { id: membership.id, name: membership.name, lineItemIds, expirationDate: membership.expirationDate, credits };
    if (membership.expirationDate && Date.parse(membership.expirationDate) <= input.now.getTime()) {
      result.invalid.push({ ...base, reason: 'EXPIRED' });
    } else if (lineItemIds.length === 0) {
      result.invalid.push({ ...base, reason: 'NOT_APPLICABLE' });
    } else if (credits?.remaining === 0) {
      result.invalid.push({ ...base, reason: 'NO_CREDITS_LEFT' });
    } else {
      result.eligible.push(base);
      if (input.selectedMembershipIds?.includes(membership.id)) {
        // A line is paid by one membership only: the first selected one that covers it, while its credits last.
        let left = credits?.remaining ?? Infinity;
        const paid = lineItemIds.filter((id) => {
          const quantity = payable.find((line) => line.id === id)!.quantity;
          if (covered.has(id) || quantity > left) return false;
          left -= quantity;
          return true;
        });
        paid.forEach((id) => covered.add(id));
        if (paid.length) result.selected.push({ id: membership.id, lineItemIds: paid, ...(credits ? { units: credits.remaining - left } : {}) });
      }
    }
  }
  for (const id of input.selectedMembershipIds ?? []) {
    if (!result.eligible.some((m) => m.id === id)) {
      errors.push({ kind: 'MEMBERSHIP', code: 'MEMBERSHIP_NOT_ELIGIBLE', message: `Membership ${id} cannot pay for this order` });
    }
  }
  return { result, errors };
}
