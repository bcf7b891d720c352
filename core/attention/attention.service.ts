import type { AttentionItem } from '../../common/attention.ts';
import { LOW_STOCK_THRESHOLD } from '../../common/seller-products.ts';
import type { CurrentAccount } from '../accounts/accounts.service.ts';
import type { SellerStatsRepository } from '../seller-stats/seller-stats.repository.ts';
import type { AttentionRepository } from './attention.repository.ts';

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

/** What waits for the account: its dashboard's bell and home (common/attention.ts). */
export function createAttentionService(
  repository: AttentionRepository,
  lowStock: SellerStatsRepository['lowStock'],
) {
  return {
    async forAccount(account: CurrentAccount): Promise<AttentionItem[]> {
      if (account.typeCompte === 'VENDEUR' && account.boutiqueId !== null) {
        const [waiting, runningOut] = await Promise.all([
          repository.waitingOrders(account.boutiqueId),
          lowStock(account.boutiqueId, LOW_STOCK_THRESHOLD),
        ]);
        const items: AttentionItem[] = runningOut.map((product) => ({
          label:
            product.stock === 0
              ? `« ${product.name} » est épuisé`
              : `Stock bas : « ${product.name} » (${product.stock})`,
          to: 'products',
          count: 1,
        }));
        if (waiting > 0) {
          items.unshift({
            label: plural(waiting, 'commande attend', 'commandes attendent') + ' votre traitement',
            to: 'orders?statut=En+attente',
            count: waiting,
          });
        }
        return items;
      }
      if (account.typeCompte === 'ACHETEUR') {
        const onTheirWay = await repository.ordersOnTheirWay(account.id);
        return onTheirWay === 0
          ? []
          : [
              {
                label: plural(onTheirWay, 'commande en cours', 'commandes en cours'),
                to: 'commandes',
                count: onTheirWay,
              },
            ];
      }
      return [];
    },
  };
}
