import type { AuditAction, AuditTarget } from '../../common/audit.ts';
import type { CurrentAccount } from '../accounts/accounts.service.ts';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

/** A database or a transaction: an entry is written with the change it tells of. */
type Writer = Pick<Database, 'insert'>;

export interface AuditEntry {
  admin: Pick<CurrentAccount, 'id' | 'userName'>;
  action: AuditAction;
  target: { type: AuditTarget; id: number | null; label: string };
  reason?: string | null;
}

/**
 * Records an admin action. Call it inside the transaction of the change: the entry and the change
 * are kept or lost together, so the log neither misses an action nor tells of one undone.
 */
export async function recordAdminAction(writer: Writer, entry: AuditEntry): Promise<void> {
  await writer.insert(auditLog).values({
    adminAccountId: entry.admin.id,
    adminName: entry.admin.userName,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    targetLabel: entry.target.label,
    reason: entry.reason ?? null,
  });
}
