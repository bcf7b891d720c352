import { BOUTIQUE_TEXTS, boutiqueTextOf, type BoutiqueText } from '#common/claim-queue.ts';
import { CONTENT_POLICY_PATH } from '#common/health-claims.ts';
import { quotedClaims } from '#common/moderation.ts';
import { frenchTypography } from '#common/typography.ts';
import type { DecidedText } from '#modules/claim-queue/claim-queue.repository.ts';
import type { SubjectDecisions } from '#modules/claim-queue/claim-queue.service.ts';
import type { Clock } from '#modules/clock.ts';
import { composeMail, mailButton } from '#modules/mail/mail-layout.ts';
import type { OutboxNudge } from '#modules/outbox/outbox.service.ts';
import { shopTextDecisions } from './store-settings.repository.ts';

export interface ShopTextBrand {
  brandName: string;
  publicUrl: string;
  /** Where a seller's answer goes (Reply-To); null: only the contact page. */
  teamEmail: string | null;
}

/** The store panel, from the seller dashboard's root (the bell's link). */
const STORE_PANEL = 'settings/store-settings';

/** What the seller reads of a rejection: what is hidden, the words, what to do. */
function rejectionWords(field: BoutiqueText, words: string[]) {
  const { rejected, hidden, rewrite } = BOUTIQUE_TEXTS[field];
  return {
    done: `${rejected}, qui présente vos produits comme un soin (${quotedClaims(words)}) : ${hidden}.`,
    next: `Dans Paramètres › Paramètres de la boutique, ${rewrite} sans allégation de santé et enregistrez : le nouveau texte est relu et publié aussitôt.`,
  };
}

/**
 * The team's decisions on a shop's name or description (issue 45): rejected, the text leaves
 * every public place (a name closes the shop, a description leaves its page) and the sellers
 * are told on their bell and by e-mail; approved, it is public again. The seller's next save
 * of that text puts it back and screens it anew (store-settings.service).
 */
export function createShopTextDecisions(
  brand: ShopTextBrand,
  outbox: OutboxNudge,
  clock: Clock,
): SubjectDecisions {
  const fieldOf = (entry: DecidedText) => {
    const field = boutiqueTextOf(entry.field);
    if (!field) throw new Error(`Unknown shop text in the claim queue: ${entry.field}`);
    return field;
  };

  return {
    approve: (tx, entry) => shopTextDecisions.approve(tx, entry.subjectId, fieldOf(entry)),

    async reject(tx, entry) {
      const field = fieldOf(entry);
      const sellers = await shopTextDecisions.reject(tx, entry.subjectId, field);
      const { done, next } = rejectionWords(field, entry.words);
      const { brandName, publicUrl, teamEmail } = brand;
      const mails = sellers.map((seller) =>
        composeMail(
          {
            to: seller.email,
            subject: frenchTypography(
              `${BOUTIQUE_TEXTS[field].what} « ${entry.label} » est à reformuler`,
            ),
            ...(teamEmail ? { replyTo: { name: brandName, address: teamEmail } } : {}),
          },
          [
            `Bonjour ${seller.userName},`,
            '',
            frenchTypography(done),
            '',
            frenchTypography(next),
            `La politique de contenu : ${publicUrl}${CONTENT_POLICY_PATH}`,
            '',
            mailButton('Ouvrir mon espace vendeur', `${publicUrl}/connexion`, [
              `Votre espace vendeur : ${publicUrl}/connexion`,
            ]),
          ],
          { brandName, publicUrl },
        ),
      );
      await shopTextDecisions.tell(
        tx,
        entry.subjectId,
        `allegation:${entry.id}:rejetee`,
        { kind: 'support', message: frenchTypography(`${done} ${next}`), link: STORE_PANEL },
        mails,
        clock(),
      );
    },

    afterReject: async () => outbox.nudge(),
  };
}
