import {
  REASON_MAX_LENGTH,
  REFUSAL_REASON_REQUIRED,
  SUSPENSION_REASON_REQUIRED,
  type AccountBoutique,
} from '../../../common/account-admin.ts';
import { ACCOUNT_INTENTS } from './account-intents.ts';
import type { ReasonRequest } from '../dashboard-ui/reason-dialog.tsx';
import { ofName } from '../../../common/french-elision.ts';

// The team's decisions on an account or a boutique, as the reason pop-up asks them.

const DECISION = { maxLength: REASON_MAX_LENGTH, failureTitle: 'Action impossible' };

export function suspension(account: {
  id: number;
  userName: string;
  seller: boolean;
}): ReasonRequest {
  return {
    ...DECISION,
    fields: { intent: ACCOUNT_INTENTS.suspend, accountId: String(account.id) },
    title: `Suspendre le compte ${ofName(account.userName)}`,
    description:
      'Le compte ne pourra plus se connecter et ses sessions prennent fin maintenant.' +
      (account.seller ? ' Sa boutique et ses produits quittent le site.' : '') +
      ' La raison lui est envoyée par e-mail.',
    submitLabel: 'Suspendre',
    required: SUSPENSION_REASON_REQUIRED,
    danger: true,
  };
}

export function reactivation(account: { id: number; userName: string }): ReasonRequest {
  return {
    ...DECISION,
    fields: { intent: ACCOUNT_INTENTS.reactivate, accountId: String(account.id) },
    title: `Réactiver le compte ${ofName(account.userName)}`,
    description: 'Le compte pourra se connecter de nouveau ; une boutique revient sur le site.',
    submitLabel: 'Réactiver',
    required: null,
  };
}

export function refusal(boutique: AccountBoutique): ReasonRequest {
  return {
    ...DECISION,
    fields: { intent: ACCOUNT_INTENTS.refuse, boutiqueId: String(boutique.id) },
    title: `Refuser la boutique « ${boutique.name} »`,
    description: 'Ses produits restent invisibles. Le vendeur reçoit la raison par e-mail.',
    submitLabel: 'Refuser',
    required: REFUSAL_REASON_REQUIRED,
    danger: true,
  };
}
