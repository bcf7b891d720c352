import { and, eq, isNull } from 'drizzle-orm';
import type { DatabaseTransaction } from '#modules/db/client.ts';
import { emailChanges } from '#modules/db/schema.ts';
import type { OutgoingMail } from '#modules/mail/mailer.ts';
import { enqueueEventMessages } from '#modules/outbox/outbox.port.ts';
import type { EmailConfirmation } from './email-confirmation.ts';

/**
 * A new link replaces the account's pending ones (only the latest address can be confirmed);
 * its mails are written in the same transaction (decision 034), keyed on the link.
 */
export async function storeEmailConfirmation(
  tx: DatabaseTransaction,
  confirmation: EmailConfirmation,
  mails: OutgoingMail[],
): Promise<void> {
  await tx
    .delete(emailChanges)
    .where(
      and(eq(emailChanges.accountId, confirmation.accountId), isNull(emailChanges.confirmedAt)),
    );
  await tx.insert(emailChanges).values(confirmation);
  await enqueueEventMessages(tx, `changement-email:${confirmation.tokenHash}`, mails);
}
