import type { Queryable } from '../../../db/database';

/** How many credits of each membership `memberId` has used (membership id → units; none used: absent). */
export async function findCreditsUsed(db: Queryable, siteId: string, memberId: string): Promise<Record<string, number>> {
  const rows = await db.query<{ membership_id: string; used: number }>('SELECT membership_id, used FROM membership_credits_used WHERE site_id = $1 AND member_id = $2', [siteId, memberId]);
  return Object.fromEntries(rows.map((row) => [row.membership_id, row.used]));
}

/**
 * Uses `units` of a membership's `total` credits for a member, in the placing order's transaction;
 * false (nothing written) when fewer are left, as when another order took them since this one was priced.
 */
export async function useCredits(tx: Queryable, siteId: string, memberId: string, membershipId: string, units: number, total: number): Promise<boolean> {
  if (units > total) return false;
  const rows = await tx.query(
    `INSERT INTO membership_credits_used AS c (site_id, member_id, membership_id, used) VALUES ($1, $2, $3, $4)
     ON CONFLICT (site_id, member_id, membership_id) DO UPDATE SET used = c.used + EXCLUDED.used WHERE c.used + EXCLUDED.used <= $5
     RETURNING used`,
    [siteId, memberId, membershipId, units, total],
  );
  return rows.length > 0;
}

/** Gives back the credits a canceled order used. */
export async function returnCredits(tx: Queryable, siteId: string, memberId: string, membershipId: string, units: number): Promise<void> {
  await tx.query('UPDATE membership_credits_used SET used = GREATEST(used - $4, 0) WHERE site_id = $1 AND member_id = $2 AND membership_id = $3', [siteId, memberId, membershipId, units]);
}
