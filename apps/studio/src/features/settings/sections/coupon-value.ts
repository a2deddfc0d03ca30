import type { CouponInput } from '@vitrine/sdk/modules/store-settings';
import { parseDecimal } from '../../../components/ui/money';

/**
 * What is wrong with a coupon's value as typed, in the merchant's words beside the field, or
 * undefined when it can be sent. Checked before sending: the platform's refusal names its wire field
 * ("percentage: must be <= 100") in a banner away from the field, and a typed "10%" used to go out
 * as no number at all.
 */
export function couponValueError(valueType: CouponInput['valueType'], typed: string): string | undefined {
  const value = parseDecimal(typed);
  if (value === undefined) return valueType === 'PERCENT' ? 'Enter the percent off' : 'Enter the amount off';
  if (Number.isNaN(value)) return 'Enter a number such as 10 or 12.5';
  if (value === 0) return 'More than 0';
  if (valueType === 'PERCENT' && value > 100) return 'At most 100 %';
  return undefined;
}
