import type { CalculationError, MembershipResult, PricingInput } from './types';

/**
 * Memberships the buyer holds that could pay for lines of this order. Eligible: held, not expired,
 * covering at least one line. Invalid: held but expired, or covering none of the lines. Only
 * eligible memberships can be selected; a selected one pays for the lines it covers.
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
    const base = { id: membership.id, name: membership.name, lineItemIds, expirationDate: membership.expirationDate };
    if (membership.expirationDate && Date.parse(membership.expirationDate) <= input.now.getTime()) {
      result.invalid.push({ ...base, reason: 'EXPIRED' });
    } else if (lineItemIds.length === 0) {
      result.invalid.push({ ...base, reason: 'NOT_APPLICABLE' });
    } else {
      result.eligible.push({ ...base, credits: membership.credits });
      if (input.selectedMembershipIds?.includes(membership.id)) {
        // A line is paid by one membership only: the first selected one that covers it.
        const free = lineItemIds.filter((id) => !covered.has(id));
        free.forEach((id) => covered.add(id));
        if (free.length) result.selected.push({ id: membership.id, lineItemIds: free });
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
