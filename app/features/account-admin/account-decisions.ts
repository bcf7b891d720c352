import {
  REASON_MAX_LENGTH,
  REFUSAL_REASON_REQUIRED,
  SUSPENSION_REASON_REQUIRED,
  type AccountBoutique,
} from '#common/account-admin.ts';
import type { accountAdminOperations } from '#modules/account-admin/account-admin.operations.ts';
import type { ReasonRequest } from '../dashboard-ui/reason-dialog.tsx';
import { ofName } from '#common/french-elision.ts';

// The team's decisions on an account or a boutique, as the reason pop-up asks them: each an
// operation (core/account-admin/account-admin.operations.ts) on the account's or boutique's id,
// the reason its input's `raison`.

type Decision = (typeof accountAdminOperations)['suspend' | 'reactivate' | 'refuse'];

const DECISION = { maxLength: REASON_MAX_LENGTH, failureTitle: 'Action impossible' };

const on = (intent: Decision['intent'], id: number) => ({
  intent,
  params: { id: String(id) },
  input: {},
  reasonField: 'raison',
});

export function suspension(account: {
  id: number;
  userName: string;
  seller: boolean;
}): ReasonRequest {
  return {
    ...DECISION,
    operation: on('suspendre', account.id),
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
    operation: on('reactiver', account.id),
    title: `Réactiver le compte ${ofName(account.userName)}`,
    description: 'Le compte pourra se connecter de nouveau ; une boutique revient sur le site.',
    submitLabel: 'Réactiver',
    required: null,
  };
}

export function refusal(boutique: AccountBoutique): ReasonRequest {
  return {
    ...DECISION,
    operation: on('refuser', boutique.id),
    title: `Refuser la boutique « ${boutique.name} »`,
    description: 'Ses produits restent invisibles. Le vendeur reçoit la raison par e-mail.',
    submitLabel: 'Refuser',
    required: REFUSAL_REASON_REQUIRED,
    danger: true,
  };
}
