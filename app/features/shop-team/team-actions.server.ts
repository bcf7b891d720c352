import type { RouterContextProvider } from 'react-router';
import { appContext } from '#app-context';
import { parseId } from '../../../common/ids.ts';
import { teamInviteSchema, teamRoleSchema } from '../../../common/shop-team.ts';
import { withFields } from '../form-action.server.ts';
import { answerRefusals, refuse } from '../route-failure.server.ts';
import { requireDashboardAccount } from '../session/dashboard-access.server.ts';
import { TEAM_INTENTS } from './team-intents.ts';

const INVITE_FIELDS = ['fullName', 'email', 'role'] as const;

/**
 * The team panel's writes, through the same service and rules as the API: invite, change a
 * role, remove. Who may is the service's decision (an Admin of the team; never on the owner).
 */
export async function runTeamAction(context: Readonly<RouterContextProvider>, request: Request) {
  const account = await requireDashboardAccount(context, request);
  const { services, clientIp } = context.get(appContext);
  const { shopTeam } = services;
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === TEAM_INTENTS.invite) {
    return withFields(context, form, INVITE_FIELDS, teamInviteSchema, (input) =>
      shopTeam.invite(account, input, clientIp),
    );
  }
  const id = parseId(String(form.get('id') ?? ''));
  if (id === undefined) return refuse(400, 'Membre introuvable.');
  if (intent === TEAM_INTENTS.role) {
    return withFields(context, form, ['role'], teamRoleSchema, ({ role }) =>
      shopTeam.setRole(account, id, role),
    );
  }
  if (intent === TEAM_INTENTS.remove) {
    return answerRefusals(context, async () => ({
      ok: true as const,
      message: await shopTeam.remove(account, id),
    }));
  }
  return refuse(400, 'Action inconnue.');
}
