import type { AttentionItem } from '../../common/attention.ts';
import { LOW_STOCK_THRESHOLD } from '../../common/seller-products.ts';
import { countOf } from '../../common/text.ts';
import type { CurrentAccount } from '../accounts/accounts.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { SellerStatsRepository } from '../seller-stats/seller-stats.repository.ts';
import type { AttentionRepository } from './attention.repository.ts';

interface AttentionDependencies {
  repository: AttentionRepository;
  lowStock: SellerStatsRepository['lowStock'];
  unreadNotifications: NotificationsService['unreadCount'];
}

/**
 * What waits for the account: its dashboard's bell and home (common/attention.ts). A seller's
 * orders to handle and products running out; a buyer's unread notifications.
 */
export function createAttentionService({
  repository,
  lowStock,
  unreadNotifications,
}: AttentionDependencies) {
  return {
    async forAccount(account: CurrentAccount): Promise<AttentionItem[]> {
      if (account.typeCompte === 'VENDEUR' && account.boutiqueId !== null) {
        const [waiting, runningOut, withdrawn] = await Promise.all([
          repository.waitingOrders(account.boutiqueId),
          lowStock(account.boutiqueId, LOW_STOCK_THRESHOLD),
          repository.withdrawnOffers(account.boutiqueId),
        ]);
        const items: AttentionItem[] = runningOut.map((product) => ({
          label:
            product.stock === 0
              ? `« ${product.name} » est épuisé`
              : `Stock bas : « ${product.name} » (${product.stock})`,
          to: 'products',
          count: 1,
        }));
        if (withdrawn > 0) {
          items.unshift({
            label: countOf(withdrawn, 'produit retiré', 'produits retirés') + ' par l’équipe',
            to: 'products',
            count: withdrawn,
          });
        }
        if (waiting > 0) {
          items.unshift({
            label: countOf(waiting, 'commande attend', 'commandes attendent') + ' votre traitement',
            to: 'orders?statut=En+attente',
            count: waiting,
          });
        }
        return items;
      }
      if (account.typeCompte === 'ACHETEUR') {
        const unread = await unreadNotifications(account);
        return unread === 0
          ? []
          : [
              {
                label: countOf(unread, 'notification non lue', 'notifications non lues'),
                to: 'notifications',
                count: unread,
              },
            ];
      }
      if (account.typeCompte === 'ADMIN') {
        const reported = await repository.reportedProducts();
        return reported === 0
          ? []
          : [
              {
                label: countOf(reported, 'produit signalé', 'produits signalés') + ' à examiner',
                to: 'produits',
                count: reported,
              },
            ];
      }
      return [];
    },
  };
}
