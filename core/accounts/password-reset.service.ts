import type { Logger } from 'pino';
import { RESET_LINK_INVALID_MESSAGE } from '#common/password-reset.ts';
import { hashPassword } from '#modules/auth/password.ts';
import { Validation } from '#modules/errors.ts';
import type { OutboxNudge } from '#modules/outbox/outbox.service.ts';
import {
  hashResetToken,
  newResetToken,
  resetExpiry,
  resetLink,
  resetMail,
} from './password-reset-token.ts';
import type { PasswordResetRepository } from './password-reset.repository.ts';

export interface PasswordResetDependencies {
  repository: PasswordResetRepository;
  outbox: OutboxNudge;
  /** The site's configured address (PUBLIC_URL): links never trust a request's Host header. */
  publicUrl: string;
  brandName: string;
  logger: Pick<Logger, 'error' | 'warn'>;
  now?: () => Date;
}

// Protects a mailbox whatever the entry point (API or form): beyond this many links for one
// account in the window, further requests send nothing (and still get the same answer).
const MAX_LINKS_PER_ACCOUNT = 3;
const LINKS_WINDOW_MS = 15 * 60_000;

export function createPasswordResetService({
  repository,
  outbox,
  publicUrl,
  brandName,
  logger,
  now = () => new Date(),
}: PasswordResetDependencies) {
  async function issueAndSend(account: { id: number; userName: string; email: string }) {
    const at = now();
    const recent = await repository.countCreatedSince(
      account.id,
      new Date(at.getTime() - LINKS_WINDOW_MS),
    );
    if (recent >= MAX_LINKS_PER_ACCOUNT) {
      logger.warn({ accountId: account.id }, 'Trop de liens de réinitialisation demandés');
      return;
    }
    const token = newResetToken();
    await repository.insert(
      { accountId: account.id, tokenHash: hashResetToken(token), expiresAt: resetExpiry(at) },
      resetMail(account, resetLink(publicUrl, token), { brandName, publicUrl }),
    );
    outbox.nudge();
  }

  return {
    /**
     * Looks the e-mail up in every case, then creates and mails the link in the background:
     * the caller answers at once and identically whether an account exists or not.
     * Input already checked by `resetRequestSchema`.
     */
    async requestReset(email: string): Promise<void> {
      const account = await repository.findActiveAccount(email.trim().toLowerCase());
      if (!account) return;
      issueAndSend(account).catch((error: unknown) =>
        logger.error(
          { err: error, accountId: account.id },
          'Lien de réinitialisation non créé ou non envoyé par e-mail',
        ),
      );
    },

    /** Sets the new password if the link is valid; Validation (400) otherwise. */
    async resetPassword(token: string, newPassword: string): Promise<void> {
      const passwordHash = await hashPassword(newPassword);
      if (!(await repository.consume(hashResetToken(token), passwordHash, now()))) {
        throw new Validation(RESET_LINK_INVALID_MESSAGE);
      }
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
