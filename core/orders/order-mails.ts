import { contactPageUrl } from '#common/contact.ts';
import { helpGuidePath, RETURN_GUIDE_SLUG } from '#common/help-centre.ts';
import { buyerPaymentLine } from '#common/buyer-payment.ts';
import { countOf } from '#common/counts.ts';
import { formatFrenchDate, formatFrenchDateTime } from '#common/french-format.ts';
import { formatFcfa } from '#common/money.ts';
import { deliveryFacts } from '#common/order-delivery.ts';
import { shippingFacts } from '#common/order-shipping.ts';
import { formatTaxRate, includedTax, includedTaxLine } from '#common/tax.ts';
import { orderStatusSentence, TEST_MODE_LABEL, type Order } from '#common/orders.ts';
import { CASH_ON_DELIVERY } from '#common/payment-methods.ts';
import type { ShopContact } from '#common/shop-info.ts';
import {
  composeMail,
  mailButton,
  mailHeading,
  mailTable,
  type MailBrand,
  type MailLine,
} from '#modules/mail/mail-layout.ts';
import type { OutgoingMail } from '#modules/mail/mailer.ts';

// The order e-mails, in HTML with their plain text (decision 037): the buyer's confirmation,
// each seller's notice with its own lines only, and the buyer's status updates.

/** Carrier, estimated (or actual) delivery and tracking number, one per line. */
function shippingLines(order: Order): string[] {
  return shippingFacts(order, (day) => formatFrenchDate(day, { month: 'long' })).map(
    ([label, value]) => `${label} : ${value}`,
  );
}

/** Sellers must never ship against a test payment: no money was collected. */
const TEST_PAYMENT_WARNING = `Attention : paiement en ${TEST_MODE_LABEL}, aucun argent n’a été encaissé.`;

/** The order's lines, delivery fee and total: a table in the HTML, one line each in the text. */
function itemsTable(order: Order): MailLine {
  return mailTable(
    {
      columns: ['Produit', 'Qté', 'Prix unitaire', 'Total'],
      rows: order.lines.map((line) => [
        line.name,
        line.quantity,
        formatFcfa(line.unitPrice),
        formatFcfa(line.total),
      ]),
      totals: [
        { label: 'Livraison', value: formatFcfa(order.deliveryFee) },
        { label: 'Total', value: formatFcfa(order.total), strong: true },
        {
          label: `dont TVA (${formatTaxRate(order.taxRate)})`,
          value: formatFcfa(includedTax(order.total, order.taxRate)),
        },
      ],
    },
    [
      ...order.lines.map(
        (line) =>
          `- ${line.name} : ${line.quantity} x ${formatFcfa(line.unitPrice)} = ${formatFcfa(line.total)}`,
      ),
      `  Livraison : ${formatFcfa(order.deliveryFee)}`,
      `  Total : ${formatFcfa(order.total)}, ${includedTaxLine(order)}`,
    ],
  );
}

/** The buyer's button to the tracking page. */
const trackingButton = (trackingUrl: string) =>
  mailButton('Suivre mes commandes', trackingUrl, [`Suivez vos commandes ici : ${trackingUrl}`]);

/** The delivery's details as the order screens show them (common/order-delivery.ts). */
function deliveryBlock(order: Order): string[] {
  return [
    'Livraison :',
    ...deliveryFacts(order, (phone) => phone).map(([label, value]) => `  ${label} : ${value}`),
  ];
}

/** How soon a shop is expected to confirm a new order (told to the buyer and in its notice). */
export const SELLER_CONFIRMATION_HOURS = 48;

/** What each boutique does once the order is theirs to handle, whatever the payment method. */
function boutiquesStep(parcelCount: number): string {
  const who =
    parcelCount > 1
      ? 'chaque boutique confirme sa commande'
      : 'la boutique confirme votre commande';
  return `${who} dans les ${SELLER_CONFIRMATION_HOURS} heures, puis vous appelle au numéro ci-dessus avant de livrer`;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What happens next and when: the payment, then each boutique's confirmation and call. */
function nextSteps(order: Order, parcelCount: number): string {
  const step = boutiquesStep(parcelCount);
  if (order.paymentMethod === CASH_ON_DELIVERY) {
    return `${capitalized(step)}. Vous paierez à la livraison.`;
  }
  // Online payments go through the test provider for now: say so wherever they appear.
  const testMode = `Paiement en ligne en ${TEST_MODE_LABEL} : aucun argent n’est débité.`;
  return order.paymentStatus === 'Réussi'
    ? `Votre paiement est confirmé. ${capitalized(step)}. ${testMode}`
    : `Votre commande sera préparée dès que votre paiement sera confirmé. Sans paiement, elle sera annulée automatiquement. Une fois le paiement reçu, ${step}. ${testMode}`;
}

/** « (2 colis) » after the numbers when the cart came from several boutiques. */
const parcels = (count: number) => (count > 1 ? ` (${count} colis)` : '');

/** How long the boutique usually takes to deliver this parcel, as its delivery zone says. */
function typicalDelay(order: Order): string[] {
  const { days } = order.shipping;
  return days === null
    ? []
    : [`  Délai habituel de la boutique : ${countOf(days, 'jour', 'jours')}`];
}

/** What each boutique's parcel costs its buyer on delivery, and who collects it. */
function parcelLines(order: Order): string[] {
  return order.paymentMethod === CASH_ON_DELIVERY
    ? [`  À régler à son livreur : ${formatFcfa(order.total)}`]
    : [];
}

/**
 * Whom to ask: the team's phone, WhatsApp and e-mail as configured (a reply reaches that
 * address), and the contact form, always there.
 */
function teamContactLines({ email, phone, social }: ShopContact, publicUrl: string): string[] {
  const whatsapp = social.find((link) => link.network === 'whatsapp');
  return [
    'Une question ? Contactez l’équipe :',
    ...(phone ? [`  Téléphone : ${phone.display}`] : []),
    ...(whatsapp ? [`  WhatsApp : ${whatsapp.href}`] : []),
    ...(email ? [`  E-mail : ${email} (ou répondez simplement à cet e-mail)`] : []),
    `  Formulaire de contact : ${contactPageUrl(publicUrl)}`,
  ];
}

/**
 * The buyer's confirmation of a checkout: what was ordered from each boutique, what happens next
 * and when, what to pay to whom (one courier per boutique), how to cancel and whom to ask. Times
 * are Lomé's (GMT, as in most of the buyers' countries), said as such.
 */
export function buyerConfirmationMail(
  [first, ...others]: [Order, ...Order[]],
  to: string,
  {
    trackingUrl,
    teamContact,
    ...brand
  }: { trackingUrl: string; teamContact: ShopContact } & MailBrand,
): OutgoingMail {
  const { brandName, publicUrl } = brand;
  const ownAddresses = teamContact.social.map((link) => link.href);
  const orders = [first, ...others];
  const numbers = orders.map((order) => order.orderNumber).join(', ');
  const total = orders.reduce((sum, order) => sum + order.total, 0);
  // Every boutique still has to confirm its order (nextSteps): never « confirmée » here. An
  // online payment received is said; otherwise the order is only « enregistrée ».
  const cash = first.paymentMethod === CASH_ON_DELIVERY;
  const paid = !cash && first.paymentStatus === 'Réussi';
  return composeMail(
    {
      to,
      ...(teamContact.email ? { replyTo: { name: brandName, address: teamContact.email } } : {}),
      subject: `Commande ${paid ? 'payée' : 'enregistrée'} – ${numbers}${parcels(orders.length)}`,
    },
    [
      `Bonjour ${first.client.name},`,
      '',
      `Merci pour votre commande sur ${brandName}, passée le ${formatFrenchDateTime(first.createdAt, { month: 'long' })} (heure de Lomé, GMT).`,
      orders.length > 1
        ? `Vous recevrez ${orders.length} colis, un par boutique : chacune prépare et livre le sien, par son propre livreur.`
        : '',
      '',
      ...orders.flatMap((order, index) => [
        mailHeading(
          `${orders.length > 1 ? `Colis ${index + 1} : ` : ''}commande ${order.orderNumber} — ${order.boutique.name}`,
        ),
        itemsTable(order),
        ...shippingLines(order).map((line) => `  ${line}`),
        ...typicalDelay(order),
        ...parcelLines(order),
        '',
      ]),
      cash
        ? `Total à régler : ${formatFcfa(total)} (${first.paymentMethod}${orders.length > 1 ? ', à chaque livreur le montant de son colis' : ''})`
        : `Total à régler : ${formatFcfa(total)} (${first.paymentMethod})`,
      '',
      ...deliveryBlock(first),
      '',
      nextSteps(first, orders.length),
      trackingButton(trackingUrl),
      '',
      'Pour annuler une commande tant qu’elle est « En attente » : depuis votre espace, rubrique Suivi des Commandes, si vous avez un compte ; sinon écrivez-nous en donnant son numéro.',
      '',
      ...teamContactLines(teamContact, publicUrl),
      '',
      `L’équipe ${brandName}`,
    ].filter((line, index, lines) => line !== '' || lines[index - 1] !== ''),
    { ...brand, ownAddresses },
  );
}

/** What the shop collects: the whole total for cash on delivery, nothing once paid online. */
function toCollect(order: Order): string {
  if (order.paymentMethod === CASH_ON_DELIVERY) {
    return `À encaisser à la livraison : ${formatFcfa(order.total)}, en espèces auprès du client.`;
  }
  return order.paymentStatus === 'Réussi'
    ? 'Déjà payée en ligne : rien à encaisser à la livraison.'
    : `Paiement en ligne : ${order.paymentStatus}.`;
}

export interface NotifiedSeller {
  email: string;
  userName: string;
  /** Its dashboard's id (the tenant), for the link to the order. */
  tenantId: number;
}

/**
 * A shop's notice of a new order: who to greet, what to collect, whom to call, what to do next
 * and by when, and the order in its dashboard.
 */
export function sellerNoticeMail(
  order: Order,
  seller: NotifiedSeller,
  brand: MailBrand,
): OutgoingMail {
  const { brandName, publicUrl } = brand;
  const orderLink = new URL(`/vendeur-dashboard/${seller.tenantId}/orders`, publicUrl);
  orderLink.searchParams.set('q', order.orderNumber);
  return composeMail(
    {
      to: seller.email,
      subject: `Nouvelle commande ${order.orderNumber} — ${order.boutique.name}`,
    },
    [
      `Bonjour ${seller.userName.replace(/\s+/g, ' ')},`,
      '',
      `Nouvelle commande pour ${order.boutique.name} sur ${brandName}.`,
      '',
      `Commande ${order.orderNumber} (${order.paymentMethod}, paiement : ${order.paymentStatus})`,
      ...(order.paymentTestMode ? [TEST_PAYMENT_WARNING] : []),
      itemsTable(order),
      '',
      toCollect(order),
      '',
      // Who ordered, to call or write to; the parcel may go to someone else (Destinataire).
      `Client : ${order.client.name}`,
      ...(order.client.email ? [`  E-mail : ${order.client.email}`] : []),
      ...deliveryBlock(order),
      '',
      `Prochaine étape : confirmez la commande dans les ${SELLER_CONFIRMATION_HOURS} heures en la passant « En cours », puis appelez le client pour convenir de la livraison.`,
      mailButton('Ouvrir la commande', orderLink.toString(), [
        `Ouvrir la commande : ${orderLink.toString()}`,
      ]),
      '',
      `L’équipe ${brandName}`,
    ],
    brand,
  );
}

/** A guide's address on the site, for e-mails. */
const guideUrl = (slug: string, publicUrl: string) =>
  new URL(helpGuidePath(slug), publicUrl).toString();

const orderProductNames = (order: Order) => order.lines.map((line) => line.name).join(', ');

/**
 * What a delivered order's buyer may do next: review what came (from the buyer's space, where
 * reviews are written; a guest has none) and, when a product is not right, the return guide.
 */
function afterDeliveryLines(
  order: Order,
  reviewsUrl: string | null,
  publicUrl: string,
): MailLine[] {
  const returnGuide = guideUrl(RETURN_GUIDE_SLUG, publicUrl);
  return [
    ...(reviewsUrl
      ? [
          `Votre avis aide les autres acheteurs et la boutique : dites ce que vous pensez de ${orderProductNames(order)}.`,
          mailButton('Donner mon avis', reviewsUrl, [`Donner mon avis : ${reviewsUrl}`]),
          '',
        ]
      : []),
    `Un problème avec un produit ? Colis abîmé, produit différent de la description ou erreur de quantité : voyez comment le retourner, ${returnGuide}`,
  ];
}

/** Carrier and tracking number: the estimated date is past news once the parcel is delivered. */
function statusShippingLines(order: Order): string[] {
  if (order.status === 'Annulé') return [];
  if (order.status === 'Livré') {
    return shippingLines({ ...order, shipping: { ...order.shipping, estimatedDelivery: null } });
  }
  return shippingLines(order);
}

const STATUS_SENTENCES: Record<Order['status'], string> = {
  'En attente': 'est en attente de traitement par la boutique.',
  'En cours': 'est en cours de préparation et de livraison.',
  Livré: 'a été livrée. Merci pour votre confiance !',
  Annulé: 'a été annulée. Les articles ont été remis en stock ; aucun montant ne reste dû.',
};

/** The reason given with the order's latest status change (an administrator's cancellation). */
function reasonLines(order: Order): string[] {
  const latest = order.history.findLast((event) => event.kind === 'statut');
  return latest?.reason ? [`Motif : ${latest.reason}`] : [];
}

/**
 * The buyer's e-mail of a new status. `reviewsUrl`: where the buyer reviews a delivered order
 * (the buyer's space), null for a guest.
 */
export function statusChangeMail(
  order: Order,
  to: string,
  trackingUrl: string,
  brand: MailBrand,
  reviewsUrl: string | null = null,
): OutgoingMail {
  return composeMail(
    { to, subject: orderStatusSentence(order.orderNumber, order.status) },
    [
      `Bonjour ${order.client.name},`,
      '',
      `Votre commande ${order.orderNumber} (${order.boutique.name}) ${STATUS_SENTENCES[order.status]}`,
      ...reasonLines(order),
      ...statusShippingLines(order),
      `${buyerPaymentLine(order)}.`,
      '',
      ...(order.status === 'Livré'
        ? [...afterDeliveryLines(order, reviewsUrl, brand.publicUrl), '']
        : []),
      trackingButton(trackingUrl),
      '',
      `L’équipe ${brand.brandName}`,
    ],
    brand,
  );
}

/**
 * What to do after a declined payment: the products are back on sale, so order them again
 * (another method, or cash if the boutique takes it); money taken all the same is the team's
 * to trace with the operator.
 */
function afterDeclineLines(order: Order, publicUrl: string): MailLine[] {
  const boutique = new URL(`/boutique/${order.boutique.id}`, publicUrl).toString();
  return [
    'Pour recevoir ces produits, passez une nouvelle commande depuis la boutique, avec un autre moyen de paiement ou le paiement à la livraison si la boutique l’accepte.',
    mailButton('Commander à nouveau', boutique, [`Commander à nouveau : ${boutique}`]),
    '',
    `Si votre compte a été débité malgré tout, écrivez-nous en donnant le numéro ${order.orderNumber} : nous vérifions avec l’opérateur et vous remboursons. ${contactPageUrl(publicUrl)}`,
    '',
  ];
}

/** After an online payment's outcome: paid, or not paid and the order cancelled. */
/** The payment e-mail's subject, also the back-office's name of its SMS. */
export const paymentOutcomeSubject = (order: Order) =>
  order.paymentStatus === 'Réussi'
    ? `Paiement reçu : commande ${order.orderNumber}`
    : `Paiement non abouti : commande ${order.orderNumber} annulée`;

export function paymentOutcomeMail(
  order: Order,
  to: string,
  trackingUrl: string,
  brand: MailBrand,
): OutgoingMail {
  const paid = order.paymentStatus === 'Réussi';
  return composeMail(
    {
      to,
      subject: paymentOutcomeSubject(order),
    },
    [
      `Bonjour ${order.client.name},`,
      '',
      paid
        ? `Nous avons reçu votre paiement de ${formatFcfa(order.total)} pour la commande ${order.orderNumber} (${order.boutique.name}). La boutique prépare votre colis.`
        : `Le paiement de la commande ${order.orderNumber} (${order.boutique.name}) n’a pas abouti : la commande est annulée et rien ne vous est dû.`,
      '',
      ...(paid ? [] : afterDeclineLines(order, brand.publicUrl)),
      trackingButton(trackingUrl),
      '',
      `L’équipe ${brand.brandName}`,
    ],
    brand,
  );
}
