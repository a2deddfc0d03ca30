import type { MemberRow } from './identity.repository';

/** A member row in the wire shape of spec §3's identity. */
export function toIdentity(row: MemberRow) {
  return {
    id: row.id,
    createdDate: row.created_date.toISOString(),
    updatedDate: row.updated_date.toISOString(),
    revision: String(row.revision),
    email: { address: row.login_email, isVerified: row.email_verified },
    identityProfile: { ...row.profile, privacyStatus: row.privacy_status as 'UNDEFINED' | 'PUBLIC' | 'PRIVATE' },
    status: { name: row.status, reasons: row.status_reasons },
  };
}
export type Identity = ReturnType<typeof toIdentity>;
