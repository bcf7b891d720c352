import {
  TEAM_MESSAGES,
  teamAllows,
  type TeamPermission,
  type TeamSeat,
} from '#common/shop-team.ts';
import { Forbidden } from '#modules/errors.ts';

// The one authorisation check of a boutique's work (issue 19), for the services and the API's
// route guards alike: the account's seat in a team, re-read from the database on every request,
// and what its role allows. A removed member has no seat from its next request on.

type Seated = { team: TeamSeat | null };

/** The boutique the account works on, if its role there allows `permission`; else Forbidden. */
export function teamBoutique(account: Seated, permission: TeamPermission): number {
  const seat = account.team;
  if (!seat) throw new Forbidden(TEAM_MESSAGES.noBoutique);
  if (!teamAllows(seat.role, permission)) throw new Forbidden(TEAM_MESSAGES.refused[permission]);
  return seat.boutiqueId;
}

/** Whether the account may do `permission` on this boutique (an order's, a review's…). */
export function actsOn(account: Seated, boutiqueId: number, permission: TeamPermission): boolean {
  const seat = account.team;
  return seat !== null && seat.boutiqueId === boutiqueId && teamAllows(seat.role, permission);
}

/** The owner's seat, for accounts the demo seed builds from its rows (they own their shop). */
export function ownerSeat(boutique: {
  boutiqueId: number | null;
  tenantId: number;
  boutiqueName: string | null;
}): TeamSeat | null {
  if (boutique.boutiqueId === null || boutique.boutiqueName === null) return null;
  return {
    boutiqueId: boutique.boutiqueId,
    boutiqueTenantId: boutique.tenantId,
    boutiqueName: boutique.boutiqueName,
    role: 'Admin',
    owner: true,
  };
}
