import { SEED_CLIENT, SEED_OUTBOX } from './demo-outbox.ts';
import type { FaqEntryInput } from '#common/help-centre-schemas.ts';
import { frenchTypography } from '#common/typography.ts';
import { DEFAULT_PAYOUT_HOLD_DAYS } from '#common/ledger.ts';
import { createHelpCentreRepository } from '#modules/help-centre/help-centre.repository.ts';
import { createHelpCentreService } from '#modules/help-centre/help-centre.service.ts';
import { createNotificationPreferencesRepository } from '#modules/notification-preferences/notification-preferences.repository.ts';
import { createNotificationPreferencesService } from '#modules/notification-preferences/notification-preferences.service.ts';
import { createSupportRepository } from '#modules/support/support.repository.ts';
import { createSupportService } from '#modules/support/support.service.ts';
import type { Database } from '#modules/db/client.ts';
import { createSharedRateLimits } from '#modules/rate-limits/shared-rate-limits.ts';
import { demoAccount } from './demo-reports.ts';

// The help centre on first start, through the services: the FAQ of buyers and sellers, and a
// few support tickets with the team's answers (one resolved), so that the help centres, the
// back-office's 'Assistance' and the bells have something to show.

const BUYER_FAQ: [question: string, answer: string][] = [
  [
    'Comment suivre ma commande ?',
    'Ouvrez Suivi des Commandes dans votre espace : chaque commande y montre son statut et, quand la boutique l’a donné, le numéro de suivi du transporteur. Sans compte, utilisez le lien de suivi reçu par e-mail après la commande.',
  ],
  [
    'Quels moyens de paiement sont acceptés ?',
    'Selon votre pays et les boutiques : Mobile Money (les opérateurs de votre pays, confirmé sur votre téléphone), carte bancaire, PayPal, Interac, et le paiement à la livraison en Afrique. La page de paiement ne propose que les méthodes possibles pour votre commande.',
  ],
  [
    'Puis-je annuler ma commande ?',
    'Oui, tant qu’elle est « En attente » : « Annuler la commande » dans Suivi des Commandes. Une fois « En cours », écrivez-nous depuis Aide et support.',
  ],
  [
    'Combien coûte la livraison ?',
    'Chaque boutique fixe ses frais et délais par zone (votre pays, l’Afrique, l’Europe, l’international). Le panier les affiche avant le paiement ; certaines boutiques offrent la livraison au-delà d’un montant.',
  ],
  [
    'Un produit reçu ne me convient pas : que faire ?',
    'Le site n’a pas encore de procédure de retour en ligne. Écrivez-nous depuis Aide et support avec le numéro de la commande (BAO-…) : l’équipe voit chaque cas avec la boutique.',
  ],
];

/** The sellers' questions; « Quand suis-je payé ? » says the configured holding period. */
const sellerFaq = (holdDays: number): [question: string, answer: string][] => [
  [
    'Comment ajouter un produit ?',
    'Dans Produits, « Ajouter un produit » : nom, description, catégorie, prix en FCFA, stock et jusqu’à quatre photos, réduites sur votre téléphone avant l’envoi. Vous pouvez aussi importer un fichier CSV.',
  ],
  [
    'Comment régler mes frais de livraison ?',
    'Paramètres, puis Paramètres de livraison : allumez les zones que vous desservez et donnez pour chacune les frais, le transporteur et le délai. Le guide « Régler vos frais de livraison » détaille chaque option.',
  ],
  [
    'Quand suis-je payé ?',
    `La place de marché encaisse le paiement en ligne de l’acheteur. Votre part (le total de la commande, frais de livraison compris, moins la commission de la plateforme) devient disponible ${holdDays} jours après la livraison, puis vous est versée sur le compte de versement (Mobile Money ou IBAN) renseigné dans Paramètres des paiements. Payée à la livraison, la commande vous laisse l’argent encaissé : la commission due est déduite de vos prochains versements. Une commande annulée n’est jamais versée : l’acheteur est remboursé. Votre « Solde attendu » au tableau de bord suit ces montants.`,
  ],
  [
    'Que faire d’une commande payée à la livraison ?',
    'Passez-la « En cours » à l’expédition, puis « Livrée » une fois le colis remis et payé : elle est alors enregistrée comme payée. Voir le guide « Gérer le paiement à la livraison ».',
  ],
  [
    'Pourquoi un de mes produits a-t-il été retiré ?',
    'L’équipe de modération retire les produits dont le texte ou la photo promet de guérir une maladie, ou qui ont été signalés à raison. Le motif vous est envoyé par e-mail ; corrigez le texte puis écrivez-nous.',
  ],
];

const faqEntries = (audience: FaqEntryInput['audience'], entries: [string, string][]) =>
  entries.map(([question, answer], index) => ({
    audience,
    question: frenchTypography(question),
    answer: frenchTypography(answer),
    position: (index + 1) * 10,
  }));

const HOUR_MS = 60 * 60 * 1000;

export async function seedDemoHelpCentre(
  db: Database,
  now: Date,
  holdDays: number = DEFAULT_PAYOUT_HOLD_DAYS,
): Promise<void> {
  const admin = {
    ...(await demoAccount(db, 'admin@baobab.example')),
    sessionId: 'graine-de-demonstration',
  };
  const helpCentre = createHelpCentreService(createHelpCentreRepository(db));
  for (const entry of [
    ...faqEntries('ACHETEUR', BUYER_FAQ),
    ...faqEntries('VENDEUR', sellerFaq(holdDays)),
  ]) {
    await helpCentre.create(admin, entry);
  }

  // The conversations took place over the last days: each message a few hours after the last.
  let at = now.getTime() - 72 * HOUR_MS;
  const support = createSupportService({
    repository: createSupportRepository(db),
    outbox: SEED_OUTBOX,
    preferences: createNotificationPreferencesService({
      repository: createNotificationPreferencesRepository(db),
    }),
    brandName: 'Baobab',
    publicUrl: 'http://localhost:3000',
    // Counted when the messages were written, days ago: not against today's budgets.
    rateLimits: createSharedRateLimits(db, () => new Date(at)),
    clock: () => new Date((at += 5 * HOUR_MS)),
  });
  const buyer = {
    ...(await demoAccount(db, 'kofi@baobab.example')),
    sessionId: 'graine-de-demonstration',
  };
  const seller = {
    ...(await demoAccount(db, 'awa@baobab.example')),
    sessionId: 'graine-de-demonstration',
  };

  const parcel = await support.open(
    buyer,
    {
      title: frenchTypography('Colis pas encore arrivé'),
      message: frenchTypography(
        'Bonjour, ma commande est « En cours » depuis une semaine et je n’ai pas de numéro de suivi. Pouvez-vous me dire où elle en est ?',
      ),
    },
    SEED_CLIENT,
  );
  await support.reply(
    admin,
    parcel,
    frenchTypography(
      'Bonjour Kofi, nous avons contacté la boutique : le colis est parti mardi par taxi-brousse, livraison prévue sous deux jours. Nous restons sur votre demande jusqu’à la réception.',
    ),
    SEED_CLIENT,
  );

  const payout = await support.open(
    seller,
    {
      title: frenchTypography('Changer mon numéro de versement'),
      message: frenchTypography(
        'Bonjour, j’ai changé de numéro Mobile Money. Où puis-je le modifier pour recevoir mes versements ?',
      ),
    },
    SEED_CLIENT,
  );
  await support.reply(
    admin,
    payout,
    frenchTypography(
      'Bonjour Awa, dans Paramètres, puis Paramètres des paiements : saisissez le nouveau numéro dans le compte de versement et enregistrez. Il est conservé chiffré et n’apparaît ensuite que masqué.',
    ),
    SEED_CLIENT,
  );
  await support.reply(
    seller,
    payout,
    frenchTypography('C’est fait, merci beaucoup !'),
    SEED_CLIENT,
  );
  await support.setStatus(admin, payout, 'Résolu');
}
