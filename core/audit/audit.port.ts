import type { AuditAction, AuditTarget } from '#common/audit.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import type { Database } from '#modules/db/client.ts';
import { auditLog } from '#modules/db/schema.ts';

// The audit module's published port (decision 064): what other modules may write in its table,
// always in the transaction of their own change. The journal's reads stay in audit.repository.ts.

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
 * Returns the entry's id: the event the action's e-mails are keyed on (decision 034).
 */
export async function recordAdminAction(writer: Writer, entry: AuditEntry): Promise<number> {
  const [row] = await writer
    .insert(auditLog)
    .values({
      adminAccountId: entry.admin.id,
      adminName: entry.admin.userName,
      action: entry.action,
      targetType: entry.target.type,
      targetId: entry.target.id,
      targetLabel: entry.target.label,
      reason: entry.reason ?? null,
    })
    .returning({ id: auditLog.id });
  if (!row) throw new Error('INSERT … RETURNING sans ligne dans audit_log');
  return row.id;
}
