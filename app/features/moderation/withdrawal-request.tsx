import { Stack, Text } from '@mantine/core';
import { WITHDRAWAL_REASON_MAX_LENGTH, WITHDRAWAL_REASON_REQUIRED } from '#common/moderation.ts';
import type { moderationOperations } from '#modules/moderation/moderation.operations.ts';
import type { ReasonRequest } from '../dashboard-ui/reason-dialog.tsx';

type Withdraw = (typeof moderationOperations)['withdraw' | 'withdrawRecipe'];

/** A withdrawal's operation, its reason in `raison` (withdrawalSchema). */
const withdrawing = (intent: Withdraw['intent'], id: number): ReasonRequest['operation'] => ({
  intent,
  params: { id: String(id) },
  input: {},
  reasonField: 'raison',
});

/** The offer to take off sale, and the reason to start from (a report's). */
export interface WithdrawalDraft {
  offerId: number;
  productName: string;
  reason: string;
}

/** « Retirer de la vente »: the reason the seller will read, required. */
export function withdrawal(draft: WithdrawalDraft): ReasonRequest {
  return {
    operation: withdrawing('retirer', draft.offerId),
    title: 'Retirer de la vente',
    description: (
      <Stack gap={4}>
        <Text fz="sm" fw={700}>
          {draft.productName}
        </Text>
        <Text fz="sm">
          Le produit quitte la boutique et le catalogue. Le vendeur reçoit cette raison par e-mail
          et la voit dans ses produits ; seule l’équipe peut le remettre en vente.
        </Text>
      </Stack>
    ),
    label: 'Raison du retrait',
    initialReason: draft.reason,
    maxLength: WITHDRAWAL_REASON_MAX_LENGTH,
    submitLabel: 'Retirer de la vente',
    failureTitle: 'Produit non retiré',
    required: WITHDRAWAL_REASON_REQUIRED,
    danger: true,
  };
}

/** A published recipe to take off the blog, and the reason to start from. */
export interface RecipeWithdrawalDraft {
  recipeId: number;
  title: string;
  reason: string;
}

/** « Retirer du blog »: the recipe goes back to its seller's drafts, with the reason. */
export function recipeWithdrawal(draft: RecipeWithdrawalDraft): ReasonRequest {
  return {
    operation: withdrawing('retirer-recette', draft.recipeId),
    title: 'Retirer du blog',
    description: (
      <Stack gap={4}>
        <Text fz="sm" fw={700}>
          {draft.title}
        </Text>
        <Text fz="sm">
          La recette quitte le blog et repasse en brouillon. Le vendeur reçoit cette raison par
          e-mail et la voit dans ses recettes ; il pourra la publier de nouveau après l’avoir
          modifiée.
        </Text>
      </Stack>
    ),
    label: 'Raison du retrait',
    initialReason: draft.reason,
    maxLength: WITHDRAWAL_REASON_MAX_LENGTH,
    submitLabel: 'Retirer du blog',
    failureTitle: 'Recette non retirée',
    required: WITHDRAWAL_REASON_REQUIRED,
    danger: true,
  };
}
