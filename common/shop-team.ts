import { z } from 'zod';
import { PASSWORDS_DIFFER_MESSAGE, passwordSchema, userNameSchema } from './accounts.ts';
import { emailSchema } from './newsletter.ts';
import type { SettingsHistoryEntry } from './settings-history.ts';

// « Gestion des utilisateurs et rôles » (spec section 3's managed user: id, fullName, email,
// role): a boutique run by a team. Shared by the panel, the invitation page, the API and the
// services, so every entry point gives the same rules and French messages.

export const TEAM_ROLES = ['Admin', 'Vendeur', 'Client'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** The spec's default for a new member: read-only until an Admin says otherwise. */
export const DEFAULT_TEAM_ROLE: TeamRole = 'Client';

export const TEAM_ROLE_DESCRIPTIONS: Record<TeamRole, string> = {
  Admin: 'Tout, paramètres et équipe compris',
  Vendeur: 'Produits, stock et commandes',
  Client: 'Lecture seule : commandes et statistiques',
};

/**
 * What a member does on the boutique, and the roles allowed to: `voir` reads the dashboard,
 * `vendre` changes products, prices, stock, images, recipes, orders and review answers,
 * `gerer` changes the shop's settings and its team.
 */
export const TEAM_PERMISSIONS = {
  voir: ['Admin', 'Vendeur', 'Client'],
  vendre: ['Admin', 'Vendeur'],
  gerer: ['Admin'],
} as const satisfies Record<string, readonly TeamRole[]>;
export type TeamPermission = keyof typeof TEAM_PERMISSIONS;

export const teamAllows = (role: TeamRole, permission: TeamPermission): boolean =>
  (TEAM_PERMISSIONS[permission] as readonly TeamRole[]).includes(role);

/** The account's seat in a boutique's team (its owner's included), re-read on every request. */
export interface TeamSeat {
  boutiqueId: number;
  /** The boutique's tenant: its dashboard is `/vendeur-dashboard/{boutiqueTenantId}`. */
  boutiqueTenantId: number;
  boutiqueName: string;
  role: TeamRole;
  owner: boolean;
}

export const INVITATION_VALIDITY_DAYS = 7;
/** Wrong passwords on one invitation before it is void (the link is not a way to guess them). */
export const INVITATION_MAX_FAILED_PASSWORDS = 5;

export const TEAM_MESSAGES = {
  noBoutique: 'Ce compte n’a pas de boutique.',
  refused: {
    voir: 'Vous ne faites pas partie de l’équipe de cette boutique.',
    vendre: 'Votre rôle dans l’équipe ne permet pas de modifier les produits ni les commandes.',
    gerer: 'Seul un Admin de l’équipe peut modifier les paramètres et l’équipe de la boutique.',
  } satisfies Record<TeamPermission, string>,
  invited: 'Invitation envoyée par e-mail !',
  roleSaved: 'Rôle mis à jour avec succès !',
  removed: 'Membre retiré de l’équipe !',
  memberNotFound: 'Membre introuvable.',
  ownerFixed:
    'Le propriétaire de la boutique reste Admin : il ne peut être ni retiré ni rétrogradé.',
  tooManyInvitations:
    'Vous avez envoyé beaucoup d’invitations en peu de temps : réessayez dans une heure.',
  alreadyInTeam: 'Cette personne fait déjà partie de l’équipe ou est déjà invitée.',
  otherBoutique: 'Ce compte fait déjà partie de l’équipe d’une autre boutique.',
  notInvitable: 'Ce compte ne peut pas rejoindre l’équipe d’une boutique.',
  linkInvalid: 'Cette invitation est invalide, a expiré ou a déjà été utilisée.',
  wrongPassword: 'Mot de passe incorrect.',
  accepted: 'Invitation acceptée ! Connectez-vous pour travailler sur la boutique.',
  removeConfirmation: (name: string) =>
    `Êtes-vous sûr de vouloir retirer ${name} de l’équipe ? Son accès à la boutique prend fin aussitôt.`,
} as const;

/** 'Ajouter un utilisateur': who, and with which role (Client unless chosen). */
export const teamInviteSchema = z.object({
  fullName: userNameSchema,
  email: emailSchema,
  role: z.enum(TEAM_ROLES, 'Rôle inconnu.').default(DEFAULT_TEAM_ROLE),
});
export type TeamInvite = z.infer<typeof teamInviteSchema>;

export const teamRoleSchema = z.object({ role: z.enum(TEAM_ROLES, 'Rôle inconnu.') });

/** A member or invitation of the team, in the address (text, so it converts). */
export const teamMemberParamsSchema = z.object({
  id: z.coerce
    .number({ error: TEAM_MESSAGES.memberNotFound })
    .int(TEAM_MESSAGES.memberNotFound)
    .positive(TEAM_MESSAGES.memberNotFound),
});

/** What the team's writes answer: the confirmation to show. */
export const teamMessageSchema = z.object({ message: z.string() });

const invitationToken = z
  .string({ error: TEAM_MESSAGES.linkInvalid })
  .min(1, TEAM_MESSAGES.linkInvalid)
  .max(200, TEAM_MESSAGES.linkInvalid);

/**
 * Accepting: a new account chooses its password (twice); an existing one gives its own. The
 * service knows which from the invitation's e-mail.
 */
export const invitationAcceptSchema = z
  .object({
    token: invitationToken,
    password: z
      .string({ error: 'Le mot de passe est requis.' })
      .min(1, 'Le mot de passe est requis.'),
    confirmPassword: z.string().optional(),
  })
  .refine(
    (values) => values.confirmPassword === undefined || values.password === values.confirmPassword,
    { path: ['confirmPassword'], message: PASSWORDS_DIFFER_MESSAGE },
  );
export type InvitationAccept = z.infer<typeof invitationAcceptSchema>;

/** A new account's password follows the sign-up rules. */
export const newMemberPasswordSchema = passwordSchema;

/** A row of the team's table: a member, or an invitation not accepted yet. */
export interface TeamMember {
  id: number;
  fullName: string;
  email: string;
  role: TeamRole;
  owner: boolean;
  status: 'Actif' | 'Invitation envoyée' | 'Invitation expirée';
}

export interface TeamView {
  members: TeamMember[];
  /** The viewer's own role: only an Admin changes the team. */
  myRole: TeamRole;
  /** Who invited, changed or removed whom, newest first. */
  history: SettingsHistoryEntry[];
}

/** What the invitation page shows before it is accepted. */
export interface InvitationPreview {
  boutiqueName: string;
  fullName: string;
  email: string;
  role: TeamRole;
  /** An account already uses this e-mail: its password is asked, else a new one is chosen. */
  hasAccount: boolean;
}
