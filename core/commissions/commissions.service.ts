import { formatRate, type CommissionChange, type CommissionRates } from '#common/commissions.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { requireAdmin } from '#modules/accounts/roles.ts';
import { NotFound } from '#modules/errors.ts';
import type { CommissionsRepository, RatesInForce } from './commissions.repository.ts';

/** The rate of a line: the boutique's override, else its category's, else the platform's (0 unset). */
export function rateOf(
  rates: RatesInForce,
  line: { boutiqueId: number; categorieId: number },
): number {
  return (
    rates.boutiques.get(line.boutiqueId) ??
    rates.categories.get(line.categorieId) ??
    rates.platform ??
    0
  );
}

/** The back-office's 'Commissions': the rates in force and their changes, admins only. */
export function createCommissionsService(repository: CommissionsRepository) {
  return {
    async overview(account: CurrentAccount): Promise<CommissionRates> {
      requireAdmin(account);
      return repository.overview();
    },

    /** A new rate (or an override removed), dated now, with its audit entry. */
    async change(account: CurrentAccount, change: CommissionChange): Promise<CommissionRates> {
      requireAdmin(account);
      const target =
        change.portee === 'plateforme'
          ? { type: 'commission' as const, id: null, label: 'Plateforme' }
          : {
              type: 'commission' as const,
              id: change.portee === 'categorie' ? change.categorieId : change.boutiqueId,
              label: await named(change),
            };
      await repository.record(
        {
          scope: change.portee,
          categorieId: change.portee === 'categorie' ? change.categorieId : null,
          boutiqueId: change.portee === 'boutique' ? change.boutiqueId : null,
          rateBps: change.taux,
          setBy: account,
        },
        {
          admin: account,
          action: change.taux === null ? 'commission.supprimee' : 'commission.modifiee',
          target,
          reason: change.taux === null ? null : formatRate(change.taux),
        },
      );
      return repository.overview();
    },
  };

  async function named(change: Exclude<CommissionChange, { portee: 'plateforme' }>) {
    const [scope, id, label] =
      change.portee === 'categorie'
        ? (['categorie', change.categorieId, 'Catégorie'] as const)
        : (['boutique', change.boutiqueId, 'Boutique'] as const);
    const name = await repository.targetName(scope, id);
    if (name === undefined) throw new NotFound(`${label} introuvable.`);
    return `${label} « ${name} »`;
  }
}

export type CommissionsService = ReturnType<typeof createCommissionsService>;
