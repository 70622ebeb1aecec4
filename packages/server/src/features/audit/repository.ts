// The audit log's SQL: what was done to accounts, for the admins' audit page (a later issue reads it).
import type { Queryable } from '../../db/storage';

export interface AuditRecord {
  /** Who did it; null for the system, or for a person whose account is gone. */
  actorUserId: number | null;
  /** What was done, as `area.verb` (e.g. `account.deleted`). */
  action: string;
  /** Whom it concerned; null when that account no longer exists. */
  targetUserId: number | null;
  /** What else the page may show: never personal data of a deleted account. */
  details?: Record<string, unknown>;
}

export async function insertAuditRecord(db: Queryable, record: AuditRecord, at: Date): Promise<void> {
  await db.query(
    'INSERT INTO audit_log (actor_user_id, action, target_user_id, details, created_at) VALUES ($1, $2, $3, $4::jsonb, $5)',
    [record.actorUserId, record.action, record.targetUserId, JSON.stringify(record.details ?? {}), at],
  );
}
