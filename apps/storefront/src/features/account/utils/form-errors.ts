import { errorMessage } from '@vitrine/react';
import { isValidationError } from '@vitrine/sdk';
import { isStaleEdit } from '../api/update-profile';

/**
 * The platform's field violations under `prefix`, keyed by the rest of the field's path
 * (`identityProfile.` + `firstName`, or an address's own path + '' for the address as a whole),
 * so each input shows its own message.
 */
export function fieldErrors(error: unknown, prefix: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isValidationError(error)) return errors;
  for (const violation of error.fieldViolations) {
    if (violation.field === prefix.replace(/\.$/, '')) errors[''] ??= violation.description;
    else if (violation.field.startsWith(prefix)) errors[violation.field.slice(prefix.length)] ??= violation.description;
  }
  return errors;
}

/** The message above a form whose save failed; field problems are also shown at their inputs. */
export function saveFailure(error: unknown): string {
  if (isStaleEdit(error)) return 'This was changed in another tab or device meanwhile. The newer version is shown now: check it and make your change again.';
  if (isValidationError(error)) return `Please correct the marked fields. ${errorMessage(error)}`;
  return errorMessage(error);
}
