import { and, asc, count, desc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditEntryRow, JournalQuery } from '#common/audit-journal.ts';
import { pageWindow } from '#common/data-tables.ts';
import type { Database } from '#modules/db/client.ts';
import { auditLog } from '#modules/db/schema.ts';
import { holdsFolded } from '#modules/db/text-search.ts';

// The journal's reads; its entries are written by the changes themselves, through audit.port.ts.

/** The journal's conditions: each filter given, and every word searched in label or reason. */
function journalCondition({ filter, search }: JournalQuery): SQL | undefined {
  const words = search.split(/\s+/).filter(Boolean);
  const searched = sql`${auditLog.targetLabel} || ' ' || coalesce(${auditLog.reason}, '')`;
  return and(
    filter.action === null ? undefined : eq(auditLog.action, filter.action),
    filter.targetType === null ? undefined : eq(auditLog.targetType, filter.targetType),
    filter.adminId === null ? undefined : eq(auditLog.adminAccountId, filter.adminId),
    // Whole days, in Lomé's time (UTC+0): 'du' from its midnight, 'au' until the next one.
    filter.from === null
      ? undefined
      : gte(auditLog.createdAt, new Date(`${filter.from}T00:00:00Z`)),
    filter.to === null
      ? undefined
      : lt(auditLog.createdAt, sql`${`${filter.to}T00:00:00Z`}::timestamptz + interval '1 day'`),
    ...words.map((word) => holdsFolded(searched, word)),
  );
}

export function createAuditRepository(db: Database) {
  return {
    /** One page of the journal, newest first unless asked otherwise, and the matching count. */
    async page(query: JournalQuery): Promise<{ rows: AuditEntryRow[]; total: number }> {
      const where = journalCondition(query);
      const order = query.sort.direction === 'asc' ? asc : desc;
      const { limit, offset } = pageWindow(query.page, query.pageSize);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(order(auditLog.createdAt), order(auditLog.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(auditLog).where(where),
      ]);
      return {
        rows: rows.map((row) => ({
          id: row.id,
          at: row.createdAt.toISOString(),
          adminId: row.adminAccountId,
          adminName: row.adminName,
          action: row.action,
          targetType: row.targetType,
          targetId: row.targetId,
          targetLabel: row.targetLabel,
          reason: row.reason,
        })),
        total: counted?.total ?? 0,
      };
    },

    /** Everyone who has acted, for the journal's admin filter (the team is small). */
    async admins(): Promise<{ id: number; name: string }[]> {
      return db
        .selectDistinctOn([auditLog.adminAccountId], {
          id: sql<number>`${auditLog.adminAccountId}`,
          name: auditLog.adminName,
        })
        .from(auditLog)
        .where(isNotNull(auditLog.adminAccountId))
        .orderBy(auditLog.adminAccountId, desc(auditLog.createdAt));
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
