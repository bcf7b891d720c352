import { PASSWORDS_DIFFER_MESSAGE } from '#common/accounts.ts';
import type { SettingsChange } from '#common/settings-history.ts';
import {
  INVITATION_VALIDITY_DAYS,
  newMemberPasswordSchema,
  TEAM_MESSAGES,
  type InvitationAccept,
  type InvitationPreview,
  type TeamInvite,
  type TeamMember,
  type TeamRole,
  type TeamView,
} from '#common/shop-team.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { hashResetToken, newResetToken } from '#modules/accounts/password-reset-token.ts';
import { hashPassword, verifyPassword } from '#modules/auth/password.ts';
import { Conflict, Forbidden, NotFound, Validation } from '#modules/errors.ts';
import type { OutboxNudge } from '#modules/outbox/outbox.service.ts';
import {
  senderKeys,
  type SenderLimits,
  type SharedRateLimits,
} from '#modules/rate-limits/shared-rate-limits.ts';
import { invitationLink, invitationMail } from './invitation-mail.ts';
import type { ShopTeamRepository } from './shop-team.repository.ts';
import { teamBoutique } from './team-access.ts';
import { ofName } from '#common/french-elision.ts';

export interface ShopTeamDependencies {
  repository: ShopTeamRepository;
  outbox: OutboxNudge;
  /** The site's configured address (PUBLIC_URL): links never trust a request's Host header. */
  publicUrl: string;
  brandName: string;
  rateLimits: SharedRateLimits;
  now?: () => Date;
}

/** Invitations e-mail any address: a team is a handful of people (issue 45, 1.6). */
const INVITATION_LIMITS: SenderLimits = {
  perAccount: { max: 10, windowSeconds: 60 * 60 },
  perAddress: { max: 20, windowSeconds: 60 * 60 },
};

const DAY_MS = 86_400_000;

const linkInvalid = () => Validation.field('token', TEAM_MESSAGES.linkInvalid);
const who = (member: { fullName: string; role: TeamRole }) => `${member.fullName} (${member.role})`;

/**
 * 'Gestion des utilisateurs et rôles' (issue 19): the team of the account's boutique, read by
 * every member and changed by its Admins; invitations by e-mail, accepted once through their
 * link. Every change is written in the shop's settings history with the member who made it.
 */
export function createShopTeamService({
  repository,
  outbox,
  publicUrl,
  brandName,
  rateLimits,
  now = () => new Date(),
}: ShopTeamDependencies) {
  /** A member of the account's team that an Admin may change: never the owner. */
  async function changeable(account: CurrentAccount, memberId: number) {
    const boutiqueId = teamBoutique(account, 'gerer');
    const member = await repository.find(boutiqueId, memberId);
    if (!member) throw new NotFound(TEAM_MESSAGES.memberNotFound);
    if (member.owner) throw new Forbidden(TEAM_MESSAGES.ownerFixed);
    return { boutiqueId, member };
  }

  async function pending(token: string) {
    const tokenHash = hashResetToken(token);
    const invitation = await repository.pendingInvitation(tokenHash, now());
    if (!invitation) throw linkInvalid();
    return { tokenHash, invitation };
  }

  return {
    async view(account: CurrentAccount): Promise<TeamView> {
      const boutiqueId = teamBoutique(account, 'voir');
      const at = now().getTime();
      const [rows, history] = await Promise.all([
        repository.list(boutiqueId),
        repository.history(boutiqueId),
      ]);
      const members = rows.map(({ accountId, expiresAt, ...member }): TeamMember => ({
        ...member,
        status:
          accountId !== null
            ? 'Actif'
            : (expiresAt?.getTime() ?? 0) > at
              ? 'Invitation envoyée'
              : 'Invitation expirée',
      }));
      return { members, myRole: account.team?.role ?? 'Client', history };
    },

    /**
     * 'Ajouter': the invitation e-mailed; the person joins once they accept it. Limited per
     * inviting account and per client address (`clientIp`).
     */
    async invite(account: CurrentAccount, input: TeamInvite, clientIp: string): Promise<string> {
      const boutiqueId = teamBoutique(account, 'gerer');
      await rateLimits.consume(
        'invitations-equipe',
        senderKeys(`compte:${account.id}`, clientIp, INVITATION_LIMITS),
        TEAM_MESSAGES.tooManyInvitations,
      );
      const email = input.email.trim().toLowerCase();
      const existing = await repository.accountByEmail(email);
      if (existing) {
        const refusal =
          existing.seat === boutiqueId
            ? TEAM_MESSAGES.alreadyInTeam
            : existing.seat !== null
              ? TEAM_MESSAGES.otherBoutique
              : existing.typeCompte !== 'ACHETEUR' || existing.status !== 'ACTIF'
                ? TEAM_MESSAGES.notInvitable
                : null;
        if (refusal) throw new Conflict(refusal, [{ field: 'email', message: refusal }]);
      }
      const token = newResetToken();
      const invitation = { ...input, email, boutiqueId };
      const changes: SettingsChange[] = [
        { label: 'Invitation', from: '—', to: `${who(input)} <${email}>` },
      ];
      const created = await repository.invite(
        {
          ...invitation,
          tokenHash: hashResetToken(token),
          expiresAt: new Date(now().getTime() + INVITATION_VALIDITY_DAYS * DAY_MS),
        },
        account,
        changes,
        invitationMail(
          { ...invitation, boutiqueName: account.team?.boutiqueName ?? '' },
          account.userName,
          invitationLink(publicUrl, token),
          { brandName, publicUrl },
        ),
      );
      if (!created) {
        throw new Conflict(TEAM_MESSAGES.alreadyInTeam, [
          { field: 'email', message: TEAM_MESSAGES.alreadyInTeam },
        ]);
      }
      outbox.nudge();
      return TEAM_MESSAGES.invited;
    },

    async setRole(account: CurrentAccount, memberId: number, role: TeamRole): Promise<string> {
      const { boutiqueId, member } = await changeable(account, memberId);
      if (member.role !== role) {
        await repository.setRole(boutiqueId, memberId, role, account, [
          { label: `Rôle ${ofName(member.fullName)}`, from: member.role, to: role },
        ]);
      }
      return TEAM_MESSAGES.roleSaved;
    },

    /** The member's seat goes: its very next request works on no boutique. */
    async remove(account: CurrentAccount, memberId: number): Promise<string> {
      const { boutiqueId, member } = await changeable(account, memberId);
      await repository.remove(boutiqueId, memberId, account, [
        {
          label: member.accountId === null ? 'Invitation retirée' : 'Membre retiré',
          from: who(member),
          to: '—',
        },
      ]);
      return TEAM_MESSAGES.removed;
    },

    /** What the invitation's page shows; a used, expired or unknown link is refused. */
    async preview(token: string): Promise<InvitationPreview> {
      const { invitation } = await pending(token);
      const account = await repository.accountByEmail(invitation.email);
      return {
        boutiqueName: invitation.boutiqueName,
        fullName: invitation.fullName,
        email: invitation.email,
        role: invitation.role,
        hasAccount: account !== undefined,
      };
    },

    /**
     * Accepts once: an existing account proves it is the invited one with its password (wrong
     * ones are counted, and void the link at the limit); a new one is created with the password
     * chosen. Either way the person then signs in with their own login.
     */
    async accept(input: InvitationAccept): Promise<string> {
      const { tokenHash, invitation } = await pending(input.token);
      const existing = await repository.accountByEmail(invitation.email);
      let outcome: Awaited<ReturnType<ShopTeamRepository['accept']>>;
      if (existing) {
        if (!(await verifyPassword(input.password, existing.passwordHash))) {
          await repository.countFailedPassword(invitation.id);
          throw Validation.field('password', TEAM_MESSAGES.wrongPassword);
        }
        if (existing.status !== 'ACTIF' || existing.typeCompte !== 'ACHETEUR') throw linkInvalid();
        if (existing.seat !== null) throw new Conflict(TEAM_MESSAGES.otherBoutique);
        outcome = await repository.accept(invitation.id, tokenHash, now(), { id: existing.id });
      } else {
        const password = newMemberPasswordSchema.safeParse(input.password);
        if (!password.success) {
          throw Validation.field('password', password.error.issues[0]?.message ?? '');
        }
        if (input.confirmPassword !== input.password) {
          throw Validation.field('confirmPassword', PASSWORDS_DIFFER_MESSAGE);
        }
        outcome = await repository.accept(invitation.id, tokenHash, now(), {
          newAccount: {
            userName: invitation.fullName,
            email: invitation.email,
            passwordHash: await hashPassword(input.password),
          },
        });
      }
      if (outcome === 'otherTeam') throw new Conflict(TEAM_MESSAGES.otherBoutique);
      if (outcome === 'invalid') throw linkInvalid();
      return TEAM_MESSAGES.accepted;
    },
  };
}

export type ShopTeamService = ReturnType<typeof createShopTeamService>;
