import type { Identity } from '@vitrine/sdk/modules/members-admin';

export const awaitsApproval = (member: Identity) => member.status.name === 'PENDING' && member.status.reasons.includes('PENDING_ADMIN_APPROVAL_REQUIRED');

/** The member's state in words: why a pending member waits matters for what the owner can do. */
export function MemberStatus({ member }: { member: Identity }) {
  const { name, reasons } = member.status;
  if (name === 'ACTIVE') return <span className="badge badge-ok">Active</span>;
  if (name === 'BLOCKED') return <span className="badge badge-danger">Blocked</span>;
  if (name === 'PENDING') {
    const waits = [
      reasons.includes('PENDING_ADMIN_APPROVAL_REQUIRED') ? 'your approval' : '',
      reasons.includes('PENDING_EMAIL_VERIFICATION_REQUIRED') ? 'e-mail verification' : '',
    ].filter(Boolean);
    return <span className="badge badge-warn">Pending{waits.length ? `: ${waits.join(' and ')}` : ''}</span>;
  }
  return <span className="badge">{name.charAt(0) + name.slice(1).toLowerCase()}</span>;
}
