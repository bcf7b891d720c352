import { AUDIT_ACTIONS, AUDIT_TARGETS, type AuditAction, type AuditTarget } from './audit.ts';
import { isCalendarDay, tableQuery, type TablePage, type TableQuery } from './data-tables.ts';

// The back-office's 'Journal' (issue 14): every admin action, newest first, filtered by action,
// target type, admin and dates (`?action=produit.retire&cible=produit&admin=3&du=2026-11-01&au=…`),
// searched in the target's label and the reason (`?q=`), paged on the server.

export interface AuditFilter {
  action: AuditAction | null;
  targetType: AuditTarget | null;
  adminId: number | null;
  /** Days as YYYY-MM-DD, both included (Lomé time, UTC+0). */
  from: string | null;
  to: string | null;
}

export const JOURNAL_COLUMNS = ['date'] as const;
export type JournalColumn = (typeof JOURNAL_COLUMNS)[number];

export interface JournalQuery extends TableQuery<JournalColumn> {
  filter: AuditFilter;
}

export interface AuditEntryRow {
  id: number;
  at: string;
  adminId: number | null;
  adminName: string;
  action: string;
  targetType: string;
  targetId: number | null;
  targetLabel: string;
  reason: string | null;
}

export interface JournalPage extends TablePage<AuditEntryRow, JournalColumn> {
  query: JournalQuery;
  /** Who has acted, for the admin filter. */
  admins: { id: number; name: string }[];
}

const dayParam = (value: string | null) => (value !== null && isCalendarDay(value) ? value : null);

const isAction = (value: string | null): value is AuditAction =>
  value !== null && Object.hasOwn(AUDIT_ACTIONS, value);
const isTarget = (value: string | null): value is AuditTarget =>
  value !== null && Object.hasOwn(AUDIT_TARGETS, value);

/** The journal's address, read; anything unreadable is no filter. */
export function journalQuery(params: URLSearchParams): JournalQuery {
  const action = params.get('action');
  const target = params.get('cible');
  const admin = Number(params.get('admin'));
  return {
    ...tableQuery(params, JOURNAL_COLUMNS, { column: 'date', direction: 'desc' }),
    filter: {
      action: isAction(action) ? action : null,
      targetType: isTarget(target) ? target : null,
      adminId: Number.isSafeInteger(admin) && admin > 0 ? admin : null,
      from: dayParam(params.get('du')),
      to: dayParam(params.get('au')),
    },
  };
}
