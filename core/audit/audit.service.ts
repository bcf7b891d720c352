import type { JournalPage, JournalQuery } from '#common/audit-journal.ts';
import { tablePageCount } from '#common/data-tables.ts';
import type { AuditRepository } from './audit.repository.ts';

/** The back-office's journal: every admin action, read page by page (the admins' guard is the caller's). */
export function createAuditService(repository: AuditRepository) {
  return {
    async page(query: JournalQuery): Promise<JournalPage> {
      const [{ rows, total }, admins] = await Promise.all([
        repository.page(query),
        repository.admins(),
      ]);
      return { rows, total, query, pageCount: tablePageCount(total, query.pageSize), admins };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
