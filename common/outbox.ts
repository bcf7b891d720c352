// The outgoing messages (decision 034) as the back-office shows them: each e-mail or SMS the app
// sends waits in the outbox until a worker delivers it; one that failed every try can be sent
// again.

export const OUTBOX_STATUSES = ['En attente', 'Envoyé', 'Échec'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** How a message goes: by e-mail, or by SMS to a phone (issue 48). */
export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** One message in the back-office's list (its text is not shown: it may hold a private link). */
export interface OutboxEntry {
  id: number;
  channel: OutboxChannel;
  /** An e-mail address, or a phone number (E.164) for an SMS. */
  to: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  /** When it was sent, or when the next try is due while it waits. */
  sentAt: string | null;
  nextAttemptAt: string;
}

export interface OutboxOverview {
  /** Every message that failed its last try, the latest first. */
  failed: OutboxEntry[];
  /** The latest messages whatever their status. */
  recent: OutboxEntry[];
  /** How many wait for their first or next try. */
  waiting: number;
}

export const OUTBOX_RESENT = 'Message remis dans la file d’envoi.';
export const OUTBOX_NOT_FAILED =
  'Ce message n’est pas en échec : il est déjà envoyé ou dans la file d’envoi.';
export const OUTBOX_MESSAGE_NOT_FOUND = 'Message introuvable.';
