import {
  ACCOUNT_DELETED_MESSAGE,
  CURRENT_SESSION_MESSAGE,
  LAST_ADMIN_MESSAGE,
  OPEN_ORDERS_BLOCK_DELETION_MESSAGE,
  OTHER_SESSIONS_ENDED_MESSAGE,
  PRIVACY_SAVED_MESSAGE,
  SESSION_ENDED_MESSAGE,
  SESSION_NOT_FOUND_MESSAGE,
  TWO_FACTOR_ALREADY_ENABLED_MESSAGE,
  TWO_FACTOR_DISABLED_MESSAGE,
  TWO_FACTOR_INVALID_MESSAGE,
  TWO_FACTOR_NOT_STARTED_MESSAGE,
  type PasswordConfirmInput,
  type Privacy,
  type SecurityOverview,
  type TwoFactorConfirmInput,
  type TwoFactorEnrolment,
} from '#common/account-security.ts';
import { TOO_MANY_PASSWORD_FAILURES_MESSAGE, WRONG_PASSWORD_MESSAGE } from '#common/profile.ts';
import type { CurrentAccount, SecondFactor } from '#modules/accounts/accounts.service.ts';
import type { SessionsRepository } from '#modules/accounts/sessions.repository.ts';
import { verifyPassword } from '#modules/auth/password.ts';
import { Conflict, Forbidden, NotFound, Validation } from '#modules/errors.ts';
import type { PayoutCipher } from '#modules/payouts/payout-cipher.ts';
import type { SharedRateLimits } from '#modules/rate-limits/shared-rate-limits.ts';
import type { AccountDataRepository } from './account-data.repository.ts';
import type { AccountSecurityRepository } from './account-security.repository.ts';
import { describeSession } from './session-devices.ts';
import { acceptedStep, hashRecoveryCode, newEnrolment, newRecoveryCodes } from './two-factor.ts';

export interface AccountSecurityDependencies {
  repository: AccountSecurityRepository;
  data: AccountDataRepository;
  sessions: SessionsRepository;
  rateLimits: SharedRateLimits;
  /** Seals the TOTP secrets at rest, with a key derived from the signing secret. */
  cipher: () => Promise<PayoutCipher>;
  brandName: string;
  now?: () => Date;
}

/** The signed-in account acting on itself: only its own, by construction. */
type Self = Pick<CurrentAccount, 'id' | 'sessionId' | 'typeCompte' | 'boutiqueId'>;
/** The account with its seat in a team, for what depends on the boutique it owns. */
type SelfWithSeat = Self & Pick<CurrentAccount, 'team'>;

/**
 * The boutique the account owns, if any. A member of another's team (decision 032) exports and
 * deletes her own data only: never the boutique she works on, its orders or its payout account.
 */
const ownBoutique = (account: SelfWithSeat) => (account.team?.owner ? account.boutiqueId : null);

const ACCOUNT_GONE = 'Compte introuvable.';
// Wrong passwords and codes are guesses as much as wrong logins are: the same budget per account.
const FAILURES = { max: 5, windowSeconds: 15 * 60 };

export function createAccountSecurityService({
  repository,
  data,
  sessions,
  rateLimits,
  cipher,
  brandName,
  now = () => new Date(),
}: AccountSecurityDependencies) {
  const failures = rateLimits.counter('securite-echecs', FAILURES);

  async function stored(accountId: number) {
    const row = await repository.twoFactor(accountId);
    if (!row) throw new NotFound(ACCOUNT_GONE);
    return row;
  }

  async function checkBudget(accountId: number) {
    await failures.refuseWhileExhausted(
      [`compte:${accountId}`],
      TOO_MANY_PASSWORD_FAILURES_MESSAGE,
    );
  }

  async function checkPassword(account: Self, password: string) {
    await checkBudget(account.id);
    const { passwordHash } = await stored(account.id);
    if (!(await verifyPassword(password, passwordHash))) {
      await failures.record([`compte:${account.id}`]);
      throw Validation.field('password', WRONG_PASSWORD_MESSAGE);
    }
  }

  /** The time step of a fresh code of the account's secret, or null. */
  async function stepOf(sealedSecret: string, code: string): Promise<number | null> {
    const secret = (await cipher()).open(sealedSecret);
    return acceptedStep(secret, code, now());
  }

  const secondFactor: SecondFactor = {
    async isRequired(accountId) {
      return (await repository.twoFactor(accountId))?.enabledAt != null;
    },
    async verify(accountId, code) {
      const row = await repository.twoFactor(accountId);
      if (!row?.enabledAt || !row.sealedSecret) return false;
      const step = await stepOf(row.sealedSecret, code);
      if (step !== null) return repository.claimStep(accountId, step);
      return repository.spendRecoveryCode(accountId, hashRecoveryCode(code), now());
    },
  };

  return {
    secondFactor,

    async overview(account: Self): Promise<SecurityOverview> {
      const [row, recoveryCodesLeft, open, privacy] = await Promise.all([
        stored(account.id),
        repository.recoveryCodesLeft(account.id),
        sessions.listOpen(account.id, now()),
        account.typeCompte === 'VENDEUR' ? repository.privacy(account.id) : null,
      ]);
      return {
        twoFactorEnabled: row.enabledAt !== null,
        recoveryCodesLeft,
        sessions: open.map((session) => describeSession(session, account.sessionId)),
        privacy,
      };
    },

    /** A new secret to scan or type; it signs nothing in until a code confirms it. */
    async startTwoFactor(account: Self): Promise<TwoFactorEnrolment> {
      const { email } = await stored(account.id);
      const enrolment = await newEnrolment(brandName, email);
      if (!(await repository.startEnrolment(account.id, (await cipher()).seal(enrolment.secret)))) {
        throw new Conflict(TWO_FACTOR_ALREADY_ENABLED_MESSAGE);
      }
      return enrolment;
    },

    /** The recovery codes, shown this once: only their hashes are kept. */
    async confirmTwoFactor(account: Self, input: TwoFactorConfirmInput): Promise<string[]> {
      await checkBudget(account.id);
      const row = await stored(account.id);
      if (row.enabledAt) throw new Conflict(TWO_FACTOR_ALREADY_ENABLED_MESSAGE);
      if (!row.sealedSecret) throw Validation.field('code', TWO_FACTOR_NOT_STARTED_MESSAGE);
      const step = await stepOf(row.sealedSecret, input.code);
      if (step === null) {
        await failures.record([`compte:${account.id}`]);
        throw Validation.field('code', TWO_FACTOR_INVALID_MESSAGE);
      }
      const codes = newRecoveryCodes();
      if (!(await repository.enable(account.id, step, codes.map(hashRecoveryCode), now()))) {
        throw new Conflict(TWO_FACTOR_ALREADY_ENABLED_MESSAGE);
      }
      return codes;
    },

    async disableTwoFactor(account: Self, input: PasswordConfirmInput): Promise<string> {
      await checkPassword(account, input.password);
      await repository.disable(account.id);
      return TWO_FACTOR_DISABLED_MESSAGE;
    },

    /** 'Déconnecter': one of the account's other sessions; another account's is not found. */
    async endSession(account: Self, sessionId: string): Promise<string> {
      if (sessionId === account.sessionId) throw new Conflict(CURRENT_SESSION_MESSAGE);
      if (!(await sessions.endOwn(account.id, sessionId, now()))) {
        throw new NotFound(SESSION_NOT_FOUND_MESSAGE);
      }
      return SESSION_ENDED_MESSAGE;
    },

    /** 'Déconnecter les autres': every session but this device's. */
    async endOtherSessions(account: Self): Promise<string> {
      await sessions.endOthers(account.id, account.sessionId);
      return OTHER_SESSIONS_ENDED_MESSAGE;
    },

    async setPrivacy(account: Self, privacy: Privacy): Promise<string> {
      if (account.typeCompte !== 'VENDEUR') {
        throw new Forbidden('Seule une boutique montre des coordonnées sur sa page.');
      }
      await repository.setPrivacy(account.id, privacy);
      return PRIVACY_SAVED_MESSAGE;
    },

    /** The account's own data, as a JSON download; other people's details never are in it. */
    async exportData(account: SelfWithSeat) {
      const [own, open] = await Promise.all([
        data.export(account.id, ownBoutique(account)),
        sessions.listOpen(account.id, now()),
      ]);
      return {
        exportedAt: now().toISOString(),
        brand: brandName,
        ...own,
        sessions: open.map((session) => describeSession(session, account.sessionId)),
      };
    },

    /**
     * Erases the account's personal data and ends its sessions; refused while its boutique has
     * orders to deliver, or when it is the last administrator.
     */
    async deleteAccount(account: SelfWithSeat, input: PasswordConfirmInput): Promise<string> {
      await checkPassword(account, input.password);
      const boutiqueId = ownBoutique(account);
      if (boutiqueId !== null && (await data.openOrdersOfBoutique(boutiqueId))) {
        throw new Conflict(OPEN_ORDERS_BLOCK_DELETION_MESSAGE);
      }
      if (account.typeCompte === 'ADMIN' && (await data.activeAdmins()) <= 1) {
        throw new Conflict(LAST_ADMIN_MESSAGE);
      }
      await data.anonymise(account.id, boutiqueId, now());
      return ACCOUNT_DELETED_MESSAGE;
    },
  };
}

export type AccountSecurityService = ReturnType<typeof createAccountSecurityService>;
