import { Type } from 'typebox';
import { AppError } from './app-error';

/** A record's save count on the wire: what an editor reads and sends back as `expectedRevision`. */
const revisionBounds = { minimum: 0, maximum: 2_147_483_647 };
export const RevisionSchema = Type.Integer(revisionBounds);
/** A revision field that says what it is for, in the OpenAPI document and the SDK's generated types. */
export const describedRevision = (description: string) => Type.Integer({ ...revisionBounds, description });

/**
 * Someone saved the record after the editor read it. Refused rather than applied, so their save
 * is not silently undone; `data` (the current revision or revisions) lets the editor reload and try
 * again. Every record with revisions answers with this one code.
 */
export const revisionConflict = (message: string, description: string, data: Record<string, unknown>) =>
  new AppError('conflict', message, { applicationError: { code: 'REVISION_MISMATCH', description, data } });

/** The usual wording of `revisionConflict`, for a record with one revision number. */
export const revisionMismatch = (what: string, current: number) =>
  revisionConflict(`Someone else changed the ${what} first`, `Someone else changed the ${what} first. Load their version, then make your changes again.`, {
    revision: current,
  });

/** Throws when the caller expects a revision and the record (read under its row lock) is past it; no expectation, no check. */
export function checkRevision(what: string, expected: number | undefined, current: number) {
  if (expected !== undefined && expected !== current) throw revisionMismatch(what, current);
}
