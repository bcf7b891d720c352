import { z } from 'zod';

// Payout runs by the team (issue 46 §3, decision 056): the boutiques whose available balance,
// less the cash-on-delivery commission they owe, reaches a minimum; paid through FedaPay's payout
// API or recorded as a manual transfer with its reference. Whole FCFA.

/** PAYOUT_MINIMUM_FCFA's default: below it, a payout costs more in fees than it is worth. */
export const DEFAULT_PAYOUT_MINIMUM_FCFA = 5_000;

export const PAYOUT_MODES = ['fedapay', 'virement'] as const;
export type PayoutMode = (typeof PAYOUT_MODES)[number];

/** To send (FedaPay), sent and awaiting its outcome, paid, failed (money back to the balance). */
export const PAYOUT_STATUSES = ['a_envoyer', 'envoye', 'verse', 'echoue'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  a_envoyer: 'À envoyer',
  envoye: 'Envoyé',
  verse: 'Versé',
  echoue: 'Échoué',
};

export const PAYOUT_MESSAGES = {
  referenceRequired: 'Indiquez la référence du virement.',
  noBoutique: 'Choisissez au moins une boutique.',
  key: 'Clé de versement invalide : rechargez la page.',
  fedapayOff: 'Les versements FedaPay ne sont pas configurés : enregistrez un virement.',
  belowMinimum: 'Montant à verser sous le minimum.',
  noAccount: 'Aucun compte de versement enregistré.',
  notMobileMoney: 'FedaPay ne verse que sur un numéro Mobile Money.',
  alreadyPaid: 'Déjà versé par ce lot.',
} as const;

/** A boutique the run can pay: its balance, what it owes, the amount and its account, masked. */
export const payableBoutiqueSchema = z.object({
  boutiqueId: z.number().int(),
  boutique: z.string(),
  available: z.number().int(),
  commissionOwed: z.number().int(),
  /** Netted from the available balance: what it owes, up to what is available. */
  netted: z.number().int(),
  amount: z.number().int(),
  payoutMethod: z.string().nullable(),
  payoutOperator: z.string().nullable(),
  payoutHolder: z.string().nullable(),
  accountMasked: z.string().nullable(),
  /** Why FedaPay cannot pay it (no account, a bank account…); null when it can. */
  fedapayRefusal: z.string().nullable(),
});
export type PayableBoutique = z.infer<typeof payableBoutiqueSchema>;

export const payoutSchema = z.object({
  id: z.number().int(),
  boutiqueId: z.number().int(),
  boutique: z.string(),
  mode: z.enum(PAYOUT_MODES),
  status: z.enum(PAYOUT_STATUSES),
  amount: z.number().int(),
  netted: z.number().int(),
  reference: z.string().nullable(),
  accountMasked: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const payoutsOverviewSchema = z.object({
  minimum: z.number().int(),
  fedapay: z.boolean(),
  payable: z.array(payableBoutiqueSchema),
  recent: z.array(payoutSchema),
});
export type PayoutsOverview = z.infer<typeof payoutsOverviewSchema>;

const M = PAYOUT_MESSAGES;

/**
 * A run: its key (one per run the admin starts, so that the same run sent again pays nothing
 * twice), how, and the boutiques with, for a manual transfer, each one's reference.
 */
export const payoutRunSchema = z
  .object({
    cle: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, M.key),
    mode: z.enum(PAYOUT_MODES, { error: 'Mode de versement inconnu.' }),
    boutiques: z
      .array(
        z.object({
          id: z.number().int().positive(),
          reference: z.string().trim().max(100, 'La référence tient en 100 caractères.').optional(),
        }),
      )
      .min(1, M.noBoutique)
      .max(2_000),
  })
  .superRefine((run, context) => {
    if (run.mode !== 'virement') return;
    run.boutiques.forEach((boutique, index) => {
      if (!boutique.reference) {
        context.addIssue({
          code: 'custom',
          path: ['boutiques', index, 'reference'],
          message: M.referenceRequired,
        });
      }
    });
  });
export type PayoutRun = z.infer<typeof payoutRunSchema>;

/** What the run did for each boutique: paid (or sent), already done by this run, or skipped. */
export const payoutRunResultSchema = z.array(
  z.object({
    boutiqueId: z.number().int(),
    outcome: z.enum(['cree', 'deja-fait', 'ignore']),
    payout: payoutSchema.nullable(),
    reason: z.string().nullable(),
  }),
);
export type PayoutRunResult = z.infer<typeof payoutRunResultSchema>;

const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;

/** What a run did, in one sentence for the screen: made, already made, skipped and why. */
export function payoutRunSummary(results: PayoutRunResult): string {
  const made = results.filter((result) => result.outcome === 'cree').length;
  const again = results.filter((result) => result.outcome === 'deja-fait').length;
  const skipped = results.filter((result) => result.outcome === 'ignore');
  const parts = [
    made === 0
      ? 'Aucun versement enregistré'
      : `${plural(made, 'versement')} enregistré${made > 1 ? 's' : ''}`,
  ];
  if (again > 0) parts.push(`${again} déjà fait${again > 1 ? 's' : ''} par ce lot`);
  if (skipped.length > 0) {
    const reasons = [...new Set(skipped.map((result) => result.reason ?? ''))].join(' ');
    parts.push(`${skipped.length} ignoré${skipped.length > 1 ? 's' : ''} (${reasons})`);
  }
  return `${parts.join(', ')}.`;
}
