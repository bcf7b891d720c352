import { sql } from 'drizzle-orm';
import type { BoutiqueApproval } from '#common/account-admin.ts';
import type { Database } from '#modules/db/client.ts';

// The few counts behind a dashboard's bell: each is one indexed query, run on every dashboard
// page, so none of them reads the orders themselves.

export function createAttentionRepository(db: Database) {
  const count = async (query: ReturnType<typeof sql>) =>
    Number((await db.execute(query)).rows[0]?.count ?? 0);

  return {
    waitingOrders: (boutiqueId: number) =>
      count(sql`select count(*)::int as count from commandes
                where boutique_id = ${boutiqueId} and status = 'En attente'`),
    withdrawnOffers: (boutiqueId: number) =>
      count(sql`select count(*)::int as count from boutique_produits
                where boutique_id = ${boutiqueId} and withdrawn_at is not null`),
    /** Recipes the team took off the blog, until their seller publishes them again. */
    withdrawnRecipes: (boutiqueId: number) =>
      count(sql`select count(*)::int as count from recettes
                where boutique_id = ${boutiqueId} and withdrawn_at is not null`),
    /** Products with open reports (product_reports_open_idx). */
    reportedProducts: () =>
      count(sql`select count(distinct boutique_produit_id)::int as count from product_reports
                where resolved_at is null`),

    /** Open support tickets whose last message is the author's: the team owes an answer. */
    ticketsAwaitingAnswer: () =>
      count(sql`select count(*)::int as count from support_tickets
                where status = 'En cours' and not last_from_team`),

    /** E-mails that failed every try, waiting for « Renvoyer » (outbox_messages_status_idx). */
    failedMails: () =>
      count(sql`select count(*)::int as count from outbox_messages where status = 'Échec'`),

    /** New boutiques the team has not reviewed yet (SELLER_APPROVAL=manual): a few rows. */
    boutiquesAwaitingApproval: () =>
      count(sql`select count(*)::int as count from boutiques where approval = 'En attente'`),

    /** The team's review of the boutique, with the reason it gave when it refused. */
    async boutiqueApproval(
      boutiqueId: number,
    ): Promise<{ approval: BoutiqueApproval; reason: string | null } | undefined> {
      const { rows } = await db.execute<{ approval: BoutiqueApproval; reason: string | null }>(
        sql`select approval, approval_reason as reason from boutiques where id = ${boutiqueId}`,
      );
      return rows[0];
    },
  };
}

export type AttentionRepository = ReturnType<typeof createAttentionRepository>;
