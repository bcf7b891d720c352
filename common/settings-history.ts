import type { SettingsPanel } from './shop-settings.ts';

// The seller settings' change history (issue 15): who changed which setting, from what to what,
// in French, so a team can see who changed a fee. Secrets are never in it (payout accounts are
// recorded masked).

export interface SettingsChange {
  /** The field's French label, e.g. « Frais de livraison (Afrique) ». */
  label: string;
  /** Both values as the panel shows them ('—' for nothing). */
  from: string;
  to: string;
}

export interface SettingsHistoryEntry {
  id: number;
  panel: SettingsPanel;
  actorName: string;
  changes: SettingsChange[];
  /** ISO date-time. */
  createdAt: string;
}

/** How many of a panel's latest changes the panel shows. */
export const SETTINGS_HISTORY_SHOWN = 10;

/**
 * The fields of `after` that differ from `before`, each told with its label and both values as
 * `show` writes them; fields without a label are not compared.
 */
export function describeChanges<Settings extends object>(
  labels: Partial<Record<keyof Settings, string>>,
  before: Settings,
  after: Settings,
  show: (field: keyof Settings, value: unknown) => string = (_field, value) => shown(value),
): SettingsChange[] {
  return (Object.keys(labels) as (keyof Settings)[]).flatMap((field) => {
    const from = show(field, before[field]);
    const to = show(field, after[field]);
    return from === to ? [] : [{ label: labels[field] ?? String(field), from, to }];
  });
}

/** A setting's value in words: '—' for nothing, « Oui » / « Non » for a switch, lists joined. */
export function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.join(', ');
  return String(value);
}
