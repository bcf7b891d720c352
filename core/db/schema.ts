import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CARRIERS,
  DEFAULT_SHOP_CURRENCY,
  DEFAULT_TAX_RATE,
  DELIVERY_ZONES,
  GENDERS,
  PAYOUT_METHODS,
  SETTINGS_PANELS,
  SHOP_CURRENCIES,
} from '#common/shop-settings.ts';
import { ACCOUNT_TYPES } from '#common/accounts.ts';
import { DELETED_ACCOUNT_NAME } from '#common/account-security.ts';
import { MOBILE_MONEY_PROVIDERS, PAYMENT_METHODS } from '#common/payment-methods.ts';
import { RECIPE_STATUSES, RECIPE_TYPES } from '#common/recipes.ts';
import { TARGET_KINDS } from '#common/community.ts';
import { HELP_AUDIENCES } from '#common/help-centre.ts';
import { TICKET_STATUSES } from '#common/support.ts';
import { LANGUAGES, NOTIFICATION_FREQUENCIES } from '#common/notification-preferences.ts';
import { NOTIFICATION_KINDS } from '#common/notifications.ts';
import { TEAM_ROLES } from '#common/shop-team.ts';
import { OUTBOX_CHANNELS, OUTBOX_STATUSES } from '#common/outbox.ts';
import { QUEUE_STATUSES } from '#common/claim-queue.ts';
import { NUTRIENT_KEYS } from '#common/nutrients.ts';
import { COMMISSION_SCOPES } from '#common/commissions.ts';
import {
  LEDGER_ACCOUNTS,
  LEDGER_KINDS,
  type LedgerAccount,
  type LedgerKind,
} from '#common/ledger.ts';
import { PAYOUT_MODES, PAYOUT_STATUSES } from '#common/payouts.ts';

// The spec's entities (section 3). French names where the spec's API uses them.

export const accountTypeEnum = pgEnum('type_compte', ACCOUNT_TYPES);
export const accountStatusEnum = pgEnum('statut_compte', ['ACTIF', 'SUSPENDU']);
export const genderEnum = pgEnum('genre', GENDERS);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The spec's TenantId: every account has one; a seller's tenant owns one boutique. */
export const tenants = pgTable('tenants', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'restrict' }),
    /** The full name, as everything shows it (spec's userName, 'Nom complet'). */
    userName: text('user_name').notNull(),
    /**
     * The buyer profile's first and last name (spec section 3), whose join is userName; null
     * until the buyer saves them apart (the profile then guesses them from userName).
     */
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    /**
     * When the address was proved the account's, by a link mailed to it (at sign-up, on request,
     * or on an e-mail change); null: not yet. Guest orders are attached only once it is set.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** Optional for admins created from the command line; unique when present. */
    telephone: text('telephone'),
    pays: text('pays'),
    ville: text('ville'),
    typeCompte: accountTypeEnum('type_compte').notNull(),
    status: accountStatusEnum('status').notNull().default('ACTIF'),
    /** Why the team suspended the account (told to the account by e-mail); null when active. */
    suspensionReason: text('suspension_reason'),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    passwordHash: text('password_hash').notNull(),
    /** The seller profile's (spec section 3); optional. */
    birthday: date('birthday', { mode: 'string' }),
    gender: genderEnum('gender'),
    /** The buyer's photo (issue 16), re-encoded by the image pipeline; null: initials shown. */
    photoUrl: text('photo_url'),
    /** The buyer's preferred payment method, preselected at checkout when the shops take it. */
    preferredPaymentMethod: text('preferred_payment_method', { enum: PAYMENT_METHODS }),
    /** With Mobile Money: the operator preselected with it. */
    preferredMobileMoneyOperator: text('preferred_mobile_money_operator', {
      enum: MOBILE_MONEY_PROVIDERS,
    }),
    /**
     * The authenticator app's TOTP secret (issue 19), sealed (core/account-security); set at
     * enrolment, in use once `totpEnabledAt` is set too.
     */
    totpSecretSealed: text('totp_secret_sealed'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last time step whose code was accepted: a code is never taken twice. */
    totpLastStep: integer('totp_last_step'),
    /** Privacy (issue 19): whether the seller's boutique page shows their e-mail and phone. */
    showEmail: boolean('show_email').notNull().default(false),
    showPhone: boolean('show_phone').notNull().default(false),
    /** Set when the account was deleted: its personal data is gone, its orders stay. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('accounts_email_unique').on(table.email),
    uniqueIndex('accounts_telephone_unique').on(table.telephone),
    index('accounts_tenant_idx').on(table.tenantId),
    // The back-office's seller and buyer tables, newest first.
    index('accounts_type_created_idx').on(table.typeCompte, table.createdAt),
    check('accounts_email_lowercase', sql`${table.email} = lower(${table.email})`),
  ],
);

/** The team's review of a new boutique (SELLER_APPROVAL=manual): only approved ones are public. */
export const boutiqueApprovalEnum = pgEnum('validation_boutique', [
  'En attente',
  'Approuvée',
  'Refusée',
]);

export const boutiques = pgTable(
  'boutiques',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    pays: text('pays'),
    ville: text('ville'),
    /** Public boutique page (`/boutique/{id}`): uploaded image addresses, null until set. */
    logoUrl: text('logo_url'),
    bannerUrl: text('banner_url'),
    /** False while its seller's account is suspended: the boutique leaves the storefront. */
    active: boolean('active').notNull().default(true),
    approval: boutiqueApprovalEnum('approval').notNull().default('Approuvée'),
    /** The team's reason when it refuses a boutique, told to the seller. */
    approvalReason: text('approval_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Shown as an equivalent beside FCFA on the shop's pages; prices stay in FCFA. */
    currency: text('currency', { enum: SHOP_CURRENCIES }).notNull().default(DEFAULT_SHOP_CURRENCY),
    /** Percent of VAT included in the shop's prices, shown on its order documents. */
    taxRate: numeric('tax_rate', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(DEFAULT_TAX_RATE),
    /**
     * The shop's texts the team rejected for a health claim (store-settings' field keys: 'name',
     * 'description'), off every public place until the seller rewrites them (issue 45).
     */
    rejectedTexts: text('rejected_texts')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Set while the seller has paused the shop: it leaves the storefront; open orders go on. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** Off: the shop takes cash on delivery only, whatever else it lists. */
    onlinePayments: boolean('online_payments').notNull().default(true),
    /** The payment methods the shop accepts, among PAYMENT_METHODS. */
    acceptedMethods: text('accepted_methods', { enum: PAYMENT_METHODS })
      .array()
      .notNull()
      .default(sql`'{Carte Bancaire,Paypal,Mobile Money,Interac,Paiement à la livraison}'`),
    mobileMoneyOperators: text('mobile_money_operators', { enum: MOBILE_MONEY_PROVIDERS })
      .array()
      .notNull()
      .default(sql`'{MTN,Orange,Moov,Wave,Free Money,T-Money}'`),
    /** Smallest goods total of an order from this shop, whole FCFA; 0 for none. */
    minOrderAmount: integer('min_order_amount').notNull().default(0),
    /** Where the shop's money goes. The account number is encrypted (core/payouts). */
    payoutMethod: text('payout_method', { enum: PAYOUT_METHODS }),
    payoutOperator: text('payout_operator', { enum: MOBILE_MONEY_PROVIDERS }),
    payoutHolder: text('payout_holder'),
    payoutAccountEncrypted: text('payout_account_encrypted'),
    payoutAccountMasked: text('payout_account_masked'),
    /** Standard delivery is free from this goods total (whole FCFA); null: never. */
    freeDeliveryFrom: integer('free_delivery_from'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('boutiques_tenant_unique').on(table.tenantId),
    check('boutiques_tax_rate_range', sql`${table.taxRate} >= 0 and ${table.taxRate} <= 100`),
    check('boutiques_min_order_not_negative', sql`${table.minOrderAmount} >= 0`),
    check('boutiques_free_delivery_positive', sql`${table.freeDeliveryFrom} > 0`),
  ],
);

/**
 * A boutique's team (issue 19): its owner (an Admin who cannot be removed or demoted) and the
 * people it invited. A row without an account is an invitation: only the SHA-256 of its
 * single-use token is kept, like the password-reset links. An account sits in one team at
 * most, so the boutique it works on follows from the account alone.
 */
export const boutiqueMembers = pgTable(
  'boutique_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    boutiqueId: integer('boutique_id')
      .notNull()
      .references(() => boutiques.id, { onDelete: 'cascade' }),
    /** Null until the invitation is accepted. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role', { enum: TEAM_ROLES }).notNull(),
    owner: boolean('owner').notNull().default(false),
    /** The invitation's name and address (lower-cased); the account's once accepted. */
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    failedPasswords: integer('failed_passwords').notNull().default(0),
    invitedByAccountId: integer('invited_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('boutique_members_account_unique').on(table.accountId),
    uniqueIndex('boutique_members_email_unique').on(table.boutiqueId, table.email),
    uniqueIndex('boutique_members_token_unique').on(table.tokenHash),
    uniqueIndex('boutique_members_owner_unique')
      .on(table.boutiqueId)
      .where(sql`${table.owner}`),
    check('boutique_members_owner_admin', sql`not ${table.owner} or ${table.role} = 'Admin'`),
  ],
);

export const deliveryZoneEnum = pgEnum('zone_livraison', DELIVERY_ZONES);

/**
 * The zones a shop delivers to, each with its fee and carrier (spec section 3's delivery
 * settings). A zone without a row is not served. New shops get all four, free (spec default).
 */
export const boutiqueDeliveryZones = pgTable(
  'boutique_zones_livraison',
  {
    boutiqueId: integer('boutique_id')
      .notNull()
      .references(() => boutiques.id, { onDelete: 'cascade' }),
    zone: deliveryZoneEnum('zone').notNull(),
    /** Whole FCFA. */
    fee: integer('fee').notNull().default(0),
    carrier: text('carrier', { enum: CARRIERS }).notNull().default('Livraison par la boutique'),
    deliveryDays: integer('delivery_days').notNull(),
    /** On: the seller gives the carrier's tracking number when the order leaves. */
    tracking: boolean('tracking').notNull().default(false),
    /** Null when the zone has no express delivery. */
    expressFee: integer('express_fee'),
    expressDays: integer('express_days'),
  },
  (table) => [
    primaryKey({ columns: [table.boutiqueId, table.zone] }),
    check('zones_fee_not_negative', sql`${table.fee} >= 0`),
    check('zones_days_range', sql`${table.deliveryDays} between 1 and 90`),
    check(
      'zones_express_complete',
      sql`(${table.expressFee} is null) = (${table.expressDays} is null)`,
    ),
    check(
      'zones_express_valid',
      sql`${table.expressFee} >= 0 and ${table.expressDays} between 1 and 90`,
    ),
  ],
);

/** Who changed which of a shop's settings, when, from what to what (payout numbers masked). */
export const boutiqueSettingsChanges = pgTable(
  'boutique_settings_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    boutiqueId: integer('boutique_id')
      .notNull()
      .references(() => boutiques.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** Kept as it was: the entry still says who acted if the account goes. */
    actorName: text('actor_name').notNull(),
    panel: text('panel', { enum: SETTINGS_PANELS }).notNull(),
    /** [{ field, label, from, to }] in French, as the history shows them. */
    changes: jsonb('changes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('boutique_settings_changes_idx').on(table.boutiqueId, table.createdAt)],
);

/**
 * What one unit of a currency is worth in FCFA, set by the team with the day it holds for
 * (USD, GBP). EUR is pegged (655,957) and XAF at par: they have no row.
 */
export const exchangeRates = pgTable('taux_de_change', {
  currency: text('currency', { enum: ['USD', 'GBP'] }).primaryKey(),
  fcfaPerUnit: numeric('fcfa_per_unit', { precision: 12, scale: 4, mode: 'number' }).notNull(),
  rateDate: date('rate_date', { mode: 'string' }).notNull(),
  setByAccountId: integer('set_by_account_id').references(() => accounts.id, {
    onDelete: 'set null',
  }),
  setByName: text('set_by_name').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A new e-mail address waiting for its owner to confirm it by the link sent to it. */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    /** SHA-256 of the link's token; the token itself is only in the e-mail. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('email_changes_token_unique').on(table.tokenHash),
    index('email_changes_account_idx').on(table.accountId),
  ],
);

/** A buyer's saved delivery addresses (issue 16): several, at most one default. */
export const deliveryAddresses = pgTable(
  'delivery_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The buyer's name for it: « Maison », « Bureau »… */
    label: text('label').notNull(),
    /** One of DELIVERY_COUNTRIES, by its French name. */
    country: text('country').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('delivery_addresses_account_idx').on(table.accountId),
    // The database, not the service, keeps a second default from ever existing.
    uniqueIndex('delivery_addresses_one_default')
      .on(table.accountId)
      .where(sql`${table.isDefault}`),
  ],
);

export const familles = pgTable(
  'familles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nom: text('nom').notNull(),
  },
  // One family per name, whatever its accents or capitals (baobab_search_text, migration 0002).
  (table) => [uniqueIndex('familles_nom_unique').on(sql`baobab_search_text(${table.nom})`)],
);

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nom: text('nom').notNull(),
    familleId: integer('famille_id')
      .notNull()
      .references(() => familles.id, { onDelete: 'restrict' }),
  },
  (table) => [
    // Unique within its family, whatever its accents or capitals.
    uniqueIndex('categories_famille_nom_unique').on(
      table.familleId,
      sql`baobab_search_text(${table.nom})`,
    ),
    index('categories_famille_idx').on(table.familleId),
  ],
);

export const producteurs = pgTable('producteurs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  nom: text('nom').notNull(),
  pays: text('pays'),
  email: text('email'),
  createdAt: createdAt(),
});

export const produits = pgTable(
  'produits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    categorieId: integer('categorie_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    producteurId: integer('producteur_id').references(() => producteurs.id, {
      onDelete: 'restrict',
    }),
    createdAt: createdAt(),
  },
  (table) => [
    index('produits_categorie_idx').on(table.categorieId),
    check('produits_name_not_blank', sql`length(trim(${table.name})) > 0`),
  ],
);

/** A product as sold by one boutique: its price (whole FCFA) and stock. */
export const boutiqueProduits = pgTable(
  'boutique_produits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    boutiqueId: integer('boutique_id')
      .notNull()
      .references(() => boutiques.id, { onDelete: 'restrict' }),
    produitId: integer('produit_id')
      .notNull()
      .references(() => produits.id, { onDelete: 'restrict' }),
    /** FCFA (XOF, ISO 4217 exponent 0): whole francs, never cents. */
    price: integer('price').notNull(),
    stockDisponible: integer('stock_disponible').notNull().default(0),
    /** The seller's switch: on sale or not. */
    active: boolean('active').notNull().default(true),
    /**
     * Set when the team takes the offer off sale (catalogue moderation), with the reason the
     * seller sees; only the team puts it back. Buyers see an offer only when both allow it.
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnReason: text('withdrawn_reason'),
    dateAjout: timestamp('date_ajout', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Its visible reviews' count and sum of ratings, kept in the transaction of every review
     * change (core/reviews): the storefront's lists show the stars without reading the reviews.
     */
    reviewCount: integer('review_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
  },
  (table) => [
    uniqueIndex('boutique_produits_boutique_produit_unique').on(table.boutiqueId, table.produitId),
    index('boutique_produits_produit_idx').on(table.produitId),
    // The storefront's default order (newest first): lists read their page, not the catalogue.
    index('boutique_produits_recent_idx').on(
      table.dateAjout.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The storefront's count of its catalogue, shop by shop, from the index alone.
    index('boutique_produits_on_sale_idx')
      .on(table.boutiqueId)
      .where(sql`${table.active} and ${table.withdrawnAt} is null`),
    check('boutique_produits_price_positive', sql`${table.price} > 0`),
    check('boutique_produits_stock_not_negative', sql`${table.stockDisponible} >= 0`),
  ],
);

export const produitImages = pgTable(
  'produit_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    produitId: integer('produit_id')
      .notNull()
      .references(() => produits.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    uniqueIndex('produit_images_produit_position_unique').on(table.produitId, table.position),
    check('produit_images_position_not_negative', sql`${table.position} >= 0`),
  ],
);

/**
 * A product's nutrition values per 100 g (issue 45), one row per nutrient its seller gave: what a
 * « riche en … » of its texts rests on, and its page's table. Units are common/nutrients.ts's.
 */
export const produitValeursNutritionnelles = pgTable(
  'produit_valeurs_nutritionnelles',
  {
    produitId: integer('produit_id')
      .notNull()
      .references(() => produits.id, { onDelete: 'cascade' }),
    nutriment: text('nutriment', { enum: NUTRIENT_KEYS }).notNull(),
    quantite: numeric('quantite', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.produitId, table.nutriment] }),
    check(
      'produit_valeurs_nutritionnelles_nutriment_known',
      sql`${table.nutriment} in (${sql.raw(NUTRIENT_KEYS.map((key) => `'${key}'`).join(', '))})`,
    ),
    check('produit_valeurs_nutritionnelles_quantite_not_negative', sql`${table.quantite} >= 0`),
  ],
);

/** Blog categories of the spec (section 9), 'Tout' being the filter for all of them. */
export const articleCategoryEnum = pgEnum('categorie_article', [
  'Bons usages',
  'Beauté',
  'Bien-être',
  'Nutrition',
  'Lifestyle',
]);

/** Recipes, tips and articles of /astuces-recettes. */
export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    /** Short summary shown on cards and in link previews. */
    description: text('description').notNull(),
    /** Full text: paragraphs separated by blank lines. */
    body: text('body').notNull(),
    category: articleCategoryEnum('category').notNull(),
    imageUrl: text('image_url').notNull(),
    authorName: text('author_name').notNull(),
    readTimeMinutes: integer('read_time_minutes').notNull(),
    featured: boolean('featured').notNull().default(false),
    /** False: a draft, seen only in the back-office. */
    published: boolean('published').notNull().default(true),
    /** Set when the article is first published (a draft's creation date until then). */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('articles_published_idx').on(table.publishedAt),
    check('articles_read_time_positive', sql`${table.readTimeMinutes} > 0`),
  ],
);

export const recipeTypeEnum = pgEnum('type_recette', RECIPE_TYPES);
export const recipeStatusEnum = pgEnum('statut_recette', RECIPE_STATUSES);

/**
 * A seller's recipe or tip (issue 18): written by its boutique, a draft until published on
 * /astuces-recettes. Texts are plain text, shown escaped.
 */
export const recipes = pgTable(
  'recettes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    boutiqueId: integer('boutique_id')
      .notNull()
      .references(() => boutiques.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    ingredients: text('ingredients').notNull(),
    dosage: text('dosage').notNull().default(''),
    usage: text('usage').notNull(),
    /** Benefits and side effects (spec section 3). */
    benefits: text('benefits').notNull().default(''),
    type: recipeTypeEnum('type'),
    /** The blog category it is listed under on /astuces-recettes. */
    category: articleCategoryEnum('category').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** A stored upload (/uploads/products/…webp) or a demo picture; null: none. */
    imageUrl: text('image_url'),
    status: recipeStatusEnum('status').notNull().default('Brouillon'),
    /** When it was last published; kept while it is a draft again. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * Taken off the blog by the team (back to draft), and why: the seller reads it on her
     * screen. Cleared when she publishes it again, which she may once she has edited it.
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnReason: text('withdrawn_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('recettes_boutique_idx').on(table.boutiqueId, table.updatedAt),
    // The listing, newest first: published ones only.
    index('recettes_published_idx')
      .on(table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'Publiée'`),
    check(
      'recettes_published_dated',
      sql`${table.status} <> 'Publiée' or ${table.publishedAt} is not null`,
    ),
  ],
);

/** 'Produits utilisés': offers of the recipe's own boutique, in the seller's order. */
export const recipeProducts = pgTable(
  'recette_produits',
  {
    recipeId: integer('recette_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    boutiqueProduitId: integer('boutique_produit_id')
      .notNull()
      .references(() => boutiqueProduits.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.recipeId, table.boutiqueProduitId] }),
    // The product page's « Recettes avec ce produit ».
    index('recette_produits_offre_idx').on(table.boutiqueProduitId),
  ],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('newsletter_subscriptions_email_unique').on(table.email),
    check('newsletter_subscriptions_email_lowercase', sql`${table.email} = lower(${table.email})`),
  ],
);

/** Messages sent from /contact; each is also e-mailed to the team. */
export const contactMessages = pgTable('contact_messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/**
 * Single-use links from « Mot de passe oublié ? ». Only the SHA-256 of the random token is kept:
 * someone reading the database cannot use a pending link.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_token_hash_unique').on(table.tokenHash),
    index('password_reset_tokens_account_idx').on(table.accountId),
  ],
);

/**
 * One row per signed-in device. A token names its session, and a token whose session has ended
 * (logout, password change or reset) is refused at once on every instance: see
 * docs/decisions/009-sessions-end-at-once.md. Expired rows are only kept until a clean-up job.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    /** The client's address when the session was opened (behind TRUST_PROXY's proxies). */
    ip: text('ip'),
    /** Moved on at most every few minutes (core/accounts): shown in the account's sessions. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_account_idx').on(table.accountId)],
);

/** Two-factor recovery codes (issue 19): only their hashes, each good once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('recovery_codes_account_hash_unique').on(table.accountId, table.codeHash),
  ],
);

// Orders (issue 5). A checkout is what the buyer sent once: the delivery details, the payment
// and the idempotency key. It becomes one order per boutique, each fulfilled by its seller.

export const orderStatusEnum = pgEnum('statut_commande', [
  'En attente',
  'En cours',
  'Livré',
  'Annulé',
]);
export const paymentStatusEnum = pgEnum('statut_paiement', ['En attente', 'Réussi', 'Échoué']);

/** Feeds the human-readable order numbers (BAO-2026-000123). */
export const orderNumberSequence = pgSequence('commande_numero_seq');

export const checkouts = pgTable(
  'checkouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Random public reference; also the payment's reference with the provider. */
    reference: text('reference').notNull(),
    /** 'compte:{id}' or 'invite': a key is unique per buyer, so nobody replays another's. */
    idempotencyScope: text('idempotency_scope').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the request: the same key with another cart is refused. */
    requestHash: text('request_hash').notNull(),
    buyerAccountId: integer('buyer_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    clientName: text('client_name').notNull(),
    clientPhone: text('client_phone').notNull(),
    clientEmail: text('client_email'),
    /** Who receives the parcel when not the client (family, a colleague); null: the client. */
    recipientName: text('recipient_name'),
    /** What the buyer wrote to the shop at checkout (a gate code, when to call); null: nothing. */
    note: text('note'),
    deliveryCountry: text('delivery_country').notNull(),
    deliveryCity: text('delivery_city').notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    deliveryPhone: text('delivery_phone').notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** 'livraison' (cash on delivery), 'test' (the test aggregator) or a real aggregator. */
    paymentProvider: text('payment_provider').notNull(),
    /**
     * Hosted-page aggregators (FedaPay, CinetPay): the one transaction opened with them for this
     * payment, its page and its currency as they name it. A retry reuses it: never two charges.
     */
    providerTransactionId: text('provider_transaction_id'),
    providerPaymentUrl: text('provider_payment_url'),
    providerCurrency: text('provider_currency'),
    /** When to ask the aggregator for the status again, should its webhook never come. */
    providerNextCheckAt: timestamp('provider_next_check_at', { withTimezone: true }),
    providerChecks: integer('provider_checks').notNull().default(0),
    mobileMoneyOperator: text('mobile_money_operator'),
    /** Only a masked reference of the payer ('•••• 4242'); never a card number, CVC or PIN. */
    paymentAccountMasked: text('payment_account_masked'),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('En attente'),
    /** Online payments only: past this, an unpaid checkout is cancelled and its stock released. */
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
    total: integer('total').notNull(),
    /** SHA-256 of the secret tracking token (the token itself is derived, never stored). */
    trackingTokenHash: text('tracking_token_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('checkouts_reference_unique').on(table.reference),
    uniqueIndex('checkouts_idempotency_unique').on(table.idempotencyScope, table.idempotencyKey),
    uniqueIndex('checkouts_tracking_unique').on(table.trackingTokenHash),
    // The buyer's 'Mes Paiements', newest first.
    index('checkouts_buyer_idx').on(table.buyerAccountId, table.createdAt),
    // A guest's orders, found when an account confirms their address (core/orders/guest-orders).
    index('checkouts_guest_email_idx')
      .on(table.clientEmail)
      .where(sql`${table.buyerAccountId} is null and ${table.idempotencyScope} = 'invite'`),
    index('checkouts_pending_payment_idx')
      .on(table.paymentExpiresAt)
      .where(sql`${table.paymentStatus} = 'En attente' and ${table.paymentExpiresAt} is not null`),
    uniqueIndex('checkouts_provider_transaction_unique')
      .on(table.paymentProvider, table.providerTransactionId)
      .where(sql`${table.providerTransactionId} is not null`),
    // Payments whose aggregator is asked for the status (core/payments/payment-status-job.ts).
    index('checkouts_provider_check_idx')
      .on(table.providerNextCheckAt)
      .where(
        sql`${table.paymentStatus} = 'En attente' and ${table.providerNextCheckAt} is not null`,
      ),
    check('checkouts_total_positive', sql`${table.total} > 0`),
  ],
);

/**
 * What a checkout forgets of its buyer once her account is deleted and its orders are finished
 * (issue 45, core/orders/deleted-buyers.ts): each column naming or reaching her, blanked. Kept
 * beside the columns so that a new one holding personal data is added here with them.
 */
export const forgottenBuyerDetails = {
  clientName: DELETED_ACCOUNT_NAME,
  clientPhone: '',
  clientEmail: null,
  deliveryAddress: '',
  deliveryPhone: '',
  recipientName: null,
  note: null,
} satisfies Partial<typeof checkouts.$inferInsert>;

export const commandes = pgTable(
  'commandes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNumber: text('order_number').notNull(),
    checkoutId: integer('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'restrict' }),
    boutiqueId: integer('boutique_id')
      .notNull()
      .references(() => boutiques.id, { onDelete: 'restrict' }),
    buyerAccountId: integer('buyer_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    status: orderStatusEnum('status').notNull().default('En attente'),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('En attente'),
    subtotal: integer('subtotal').notNull(),
    deliveryFee: integer('delivery_fee').notNull(),
    total: integer('total').notNull(),
    /** The delivery as quoted at checkout (the shop's zone then), null for older orders. */
    deliveryZone: deliveryZoneEnum('delivery_zone'),
    carrier: text('carrier'),
    express: boolean('express').notNull().default(false),
    deliveryDays: integer('delivery_days'),
    /** The shop's VAT rate when the order was placed, for its documents. */
    taxRate: numeric('tax_rate', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(DEFAULT_TAX_RATE),
    /** The carrier's number, given by the seller when the order leaves (zones with tracking). */
    trackingNumber: text('tracking_number'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('commandes_order_number_unique').on(table.orderNumber),
    index('commandes_checkout_idx').on(table.checkoutId),
    index('commandes_boutique_idx').on(table.boutiqueId, table.createdAt),
    index('commandes_buyer_idx').on(table.buyerAccountId, table.createdAt),
    // The back-office's orders list and figures: by date, by status and date.
    index('commandes_created_idx').on(table.createdAt),
    index('commandes_status_created_idx').on(table.status, table.createdAt),
    check('commandes_subtotal_positive', sql`${table.subtotal} > 0`),
    check('commandes_delivery_fee_not_negative', sql`${table.deliveryFee} >= 0`),
    check('commandes_total_sum', sql`${table.total} = ${table.subtotal} + ${table.deliveryFee}`),
  ],
);

/** What was bought, as it was at checkout: later price or name changes do not rewrite it. */
export const commandeLignes = pgTable(
  'commande_lignes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    commandeId: integer('commande_id')
      .notNull()
      .references(() => commandes.id, { onDelete: 'cascade' }),
    boutiqueProduitId: integer('boutique_produit_id').references(() => boutiqueProduits.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    total: integer('total').notNull(),
    /** The commission rate in force at checkout, in basis points (common/commissions.ts). */
    commissionRateBps: integer('commission_rate_bps').notNull().default(0),
    /** The line's commission in whole FCFA, rounded once from the total and the rate. */
    commission: integer('commission').notNull().default(0),
  },
  (table) => [
    index('commande_lignes_commande_idx').on(table.commandeId),
    check(
      'commande_lignes_commission_rate_range',
      sql`${table.commissionRateBps} between 0 and 10000`,
    ),
    check(
      'commande_lignes_commission_range',
      sql`${table.commission} between 0 and ${table.total}`,
    ),
    index('commande_lignes_offre_idx').on(table.boutiqueProduitId),
    check('commande_lignes_quantity_positive', sql`${table.quantity} > 0`),
    check('commande_lignes_unit_price_positive', sql`${table.unitPrice} > 0`),
    check('commande_lignes_total', sql`${table.total} = ${table.unitPrice} * ${table.quantity}`),
  ],
);

/** Every status change of an order or its payment: when, from what, to what, and by whom. */
export const commandeEvenements = pgTable(
  'commande_evenements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    commandeId: integer('commande_id')
      .notNull()
      .references(() => commandes.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['statut', 'paiement'] }).notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value').notNull(),
    /** 'Acheteur', 'Vendeur', 'Administrateur' or 'Système'. */
    actor: text('actor').notNull(),
    actorAccountId: integer('actor_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    /** Why, when someone had to say (an admin's cancellation). */
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (table) => [index('commande_evenements_commande_idx').on(table.commandeId, table.createdAt)],
);

/**
 * Invoice numbers run without gaps within a year (FAC-2026-000001): the year's counter row is
 * incremented in the transaction that gives an order its number, so a rollback gives it back.
 */
export const invoiceCounters = pgTable(
  'facture_compteurs',
  {
    year: integer('annee').primaryKey(),
    lastNumber: integer('dernier_numero').notNull(),
  },
  (table) => [check('facture_compteurs_positive', sql`${table.lastNumber} > 0`)],
);

/** A paid order's invoice: numbered once, on first need, and never renumbered. */
export const invoices = pgTable(
  'factures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    commandeId: integer('commande_id')
      .notNull()
      .references(() => commandes.id, { onDelete: 'restrict' }),
    year: integer('annee').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('numero').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('factures_commande_unique').on(table.commandeId),
    uniqueIndex('factures_numero_unique').on(table.number),
    uniqueIndex('factures_annee_sequence_unique').on(table.year, table.sequence),
  ],
);

/** Provider notifications already applied: a duplicate webhook is recognised and skipped. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    checkoutId: integer('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payment_notifications_event_unique').on(table.provider, table.eventId)],
);

/**
 * What an account is told in its dashboard (the bell, the notifications screen): written in the
 * transaction of the change it tells of, so none is lost or told of a change that did not happen.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** common/notifications.ts's NOTIFICATION_KINDS: what it is about, hence its e-mail switch. */
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /** What happened, in French, e.g. 'Commande BAO-2026-000123 livrée'. */
    message: text('message').notNull(),
    /** The dashboard screen that shows it, relative to the dashboard's root. */
    link: text('link').notNull(),
    commandeId: integer('commande_id').references(() => commandes.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_account_idx').on(table.accountId, table.createdAt),
    index('notifications_unread_idx')
      .on(table.accountId)
      .where(sql`${table.readAt} is null`),
  ],
);

/**
 * An account's notification and general preferences (issue 19); no row: the defaults of
 * common/notification-preferences.ts.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull(),
  email: boolean('email').notNull(),
  sms: boolean('sms').notNull(),
  push: boolean('push').notNull(),
  frequency: text('frequency', { enum: NOTIFICATION_FREQUENCIES }).notNull(),
  orderUpdates: boolean('order_updates').notNull(),
  promotions: boolean('promotions').notNull(),
  support: boolean('support').notNull(),
  darkMode: boolean('dark_mode').notNull(),
  language: text('language', { enum: LANGUAGES }).notNull(),
  showAlerts: boolean('show_alerts').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The digest e-mails sent (Quotidien, Hebdomadaire): one row per account and period, written
 * in the transaction that sends it, so a second run or a second instance sends nothing more.
 */
export const notificationDigests = pgTable(
  'notification_digests',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    frequency: text('frequency', { enum: NOTIFICATION_FREQUENCIES }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    notificationCount: integer('notification_count').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.frequency, table.periodStart] })],
);

/**
 * What buyers report about an offer (a misleading medical claim, a dangerous or fake product…),
 * for the team's moderation list. Open until an admin settles it.
 */
export const productReports = pgTable(
  'product_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    boutiqueProduitId: integer('boutique_produit_id')
      .notNull()
      .references(() => boutiqueProduits.id, { onDelete: 'cascade' }),
    /** Null for a visitor without an account. */
    reporterAccountId: integer('reporter_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    /** One of common/product-reports.ts's reasons. */
    reason: text('reason').notNull(),
    message: text('message').notNull().default(''),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedByAccountId: integer('resolved_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    index('product_reports_offer_idx').on(table.boutiqueProduitId),
    index('product_reports_open_idx')
      .on(table.createdAt)
      .where(sql`${table.resolvedAt} is null`),
  ],
);

/**
 * Every admin action: who, what, on what, when and why. Written in the transaction of the
 * change, so no admin action is silent and none is logged that did not happen.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminAccountId: integer('admin_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    /** Kept as it was: the entry still says who acted if the admin's account goes. */
    adminName: text('admin_name').notNull(),
    /** What was done, e.g. 'compte.suspendu' (common/audit.ts lists them). */
    action: text('action').notNull(),
    /** 'compte', 'boutique', 'produit', 'commande', 'categorie', 'famille', 'signalement'. */
    targetType: text('target_type').notNull(),
    targetId: integer('target_id'),
    /** The target's name at the time (an account's e-mail, an order's number…). */
    targetLabel: text('target_label').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_target_idx').on(table.targetType, table.targetId),
  ],
);

/**
 * A buyer's review of a product they received (an offer of a delivered order): one per product
 * and buyer, editable; the shop answers it once; the team hides it with a reason.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    boutiqueProduitId: integer('boutique_produit_id')
      .notNull()
      .references(() => boutiqueProduits.id, { onDelete: 'cascade' }),
    buyerAccountId: integer('buyer_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The delivered order it was bought in: what makes it an 'Achat vérifié'. */
    commandeId: integer('commande_id')
      .notNull()
      .references(() => commandes.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    /** Plain text, rendered escaped. */
    text: text('text').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenByAccountId: integer('hidden_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    uniqueIndex('product_reviews_product_buyer_unique').on(
      table.boutiqueProduitId,
      table.buyerAccountId,
    ),
    // The product page's reviews, newest first, and its distribution: the visible ones only.
    index('product_reviews_visible_idx')
      .on(table.boutiqueProduitId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.hiddenAt} is null`),
    index('product_reviews_buyer_idx').on(table.buyerAccountId, table.createdAt),
    check('product_reviews_rating_range', sql`${table.rating} between 1 and 5`),
    check(
      'product_reviews_answer_dated',
      sql`(${table.answer} is null) = (${table.answeredAt} is null)`,
    ),
  ],
);

/** A buyer's report of a review, one per buyer and review; open until the team settles it. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    reporterAccountId: integer('reporter_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** One of common/reviews.ts's REVIEW_REPORT_REASONS. */
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('review_reports_review_reporter_unique').on(
      table.reviewId,
      table.reporterAccountId,
    ),
    index('review_reports_open_idx')
      .on(table.reviewId)
      .where(sql`${table.resolvedAt} is null`),
  ],
);

/** What readers like, rate and comment (common/community.ts). */
export const communityTargetEnum = pgEnum('cible_communaute', TARGET_KINDS);

/**
 * A reader of the blog: an account, or an anonymous reader known by the signed cookie set on
 * their first like, rating or comment (server/plugins/reader-cookie.ts).
 */
export const readers = pgTable(
  'readers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** The anonymous reader's id, signed in their cookie. */
    cookieId: uuid('cookie_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('readers_account_unique').on(table.accountId),
    uniqueIndex('readers_cookie_unique').on(table.cookieId),
    check('readers_one_identity', sql`(${table.accountId} is null) <> (${table.cookieId} is null)`),
  ],
);

/** One like per reader and target. */
export const likes = pgTable(
  'likes',
  {
    targetKind: communityTargetEnum('target_kind').notNull(),
    targetId: integer('target_id').notNull(),
    readerId: integer('reader_id')
      .notNull()
      .references(() => readers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.targetKind, table.targetId, table.readerId] })],
);

/** One rating per reader and target; a new one replaces it. */
export const ratings = pgTable(
  'ratings',
  {
    targetKind: communityTargetEnum('target_kind').notNull(),
    targetId: integer('target_id').notNull(),
    readerId: integer('reader_id')
      .notNull()
      .references(() => readers.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.targetKind, table.targetId, table.readerId] }),
    check('ratings_one_to_five', sql`${table.rating} between 1 and 5`),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    targetKind: communityTargetEnum('target_kind').notNull(),
    targetId: integer('target_id').notNull(),
    readerId: integer('reader_id')
      .notNull()
      .references(() => readers.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    /** Plain text, rendered escaped. */
    text: text('text').notNull(),
    createdAt: createdAt(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenByAccountId: integer('hidden_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    index('comments_target_idx').on(table.targetKind, table.targetId, table.createdAt),
    index('comments_created_idx').on(table.createdAt),
  ],
);

/** A reader's report of a comment, once; open until the team hides or shows the comment. */
export const commentReports = pgTable(
  'comment_reports',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    readerId: integer('reader_id')
      .notNull()
      .references(() => readers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.commentId, table.readerId] }),
    index('comment_reports_open_idx')
      .on(table.commentId)
      .where(sql`${table.resolvedAt} is null`),
  ],
);

/**
 * Every limit's counts, shared by every app instance (core/rate-limits): one row per limit and key
 * (a reader, an address, an account), holding its open window.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.bucket, table.key] }),
    index('rate_limit_windows_start_idx').on(table.windowStart),
  ],
);

// The help centre (issue 19): the FAQ the team writes for buyers and for sellers, and the support
// tickets, each a conversation between an account and the team.

export const helpAudienceEnum = pgEnum('public_aide', HELP_AUDIENCES);
export const ticketStatusEnum = pgEnum('statut_ticket', TICKET_STATUSES);

export const faqEntries = pgTable(
  'faq_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    audience: helpAudienceEnum('audience').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    /** The order in which the help centre lists them, smallest first. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('faq_entries_audience_idx').on(table.audience, table.position)],
);

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The author's side of the marketplace when they wrote: buyer or seller. */
    audience: helpAudienceEnum('audience').notNull(),
    title: text('title').notNull(),
    status: ticketStatusEnum('status').notNull().default('En cours'),
    createdAt: createdAt(),
    /** The last message's date: lists show the most recent conversations first. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Whether the last message is the team's (the author has an answer to read). */
    lastFromTeam: boolean('last_from_team').notNull().default(false),
  },
  (table) => [
    index('support_tickets_account_idx').on(table.accountId, table.updatedAt),
    index('support_tickets_status_idx').on(table.status, table.updatedAt),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    /** Who wrote it; null once that account is gone. */
    authorAccountId: integer('author_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    /** Written by an admin, for the team. */
    fromTeam: boolean('from_team').notNull(),
    /** Plain text, rendered escaped. */
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  // The conversation polls for messages past the last it has (id > n): one index range.
  (table) => [index('support_messages_ticket_idx').on(table.ticketId, table.id)],
);

/**
 * The transactional outbox (decision 034): every e-mail the app sends, written in the transaction
 * of the change it tells of, then delivered by a worker (core/outbox). `event_key` names the
 * event: one event never yields two messages. The text is erased once sent (it may hold a link
 * that opens an account), the envelope stays for the back-office.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventKey: text('event_key').notNull(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull().default('email'),
    /** An e-mail address, or a phone number (E.164) for an SMS. */
    recipient: text('recipient').notNull(),
    /** An e-mail's subject; for an SMS, what the back-office lists it as. */
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The HTML part (decision 037); null for a message written before, sent as text only. */
    html: text('html'),
    replyToName: text('reply_to_name'),
    replyToAddress: text('reply_to_address'),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('En attente'),
    /** Tries started so far (a try claimed by a worker that then died counts too). */
    attempts: integer('attempts').notNull().default(0),
    /**
     * When a worker may take it: now for a new one, later after a failure or while claimed. Set
     * to the millisecond: the workers ask for what is due by the app's clock, which has no finer
     * grain, and a message written and claimed within one millisecond was not yet due.
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true })
      .notNull()
      .default(sql`date_trunc('milliseconds', now())`),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('outbox_messages_event_key_unique').on(table.eventKey),
    // The workers' claim: the waiting ones whose time has come, oldest due first.
    index('outbox_messages_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'En attente'`),
    index('outbox_messages_status_idx').on(table.status, table.createdAt),
    check('outbox_messages_attempts_not_negative', sql`${table.attempts} >= 0`),
  ],
);

/**
 * The numbers whose owner answered STOP to our SMS (the provider reports it, issue 48): the
 * outbox sends them nothing more, whoever the message is for.
 */
export const smsOptOuts = pgTable('sms_opt_outs', {
  phone: text('phone').primaryKey(),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The demo seed's own record (demo/seed-demo.ts): written when it starts, finished when
 * its last step is done. A seed stopped halfway (a first start interrupted) leaves it unfinished,
 * so the next start knows the demo is incomplete instead of taking it for a filled database.
 */
export const demoSeed = pgTable(
  'demo_seed',
  {
    /** Always 1: one seed per database. */
    id: integer('id').primaryKey().default(1),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [check('demo_seed_single_row', sql`${table.id} = 1`)],
);

/**
 * The app instances running on this database, each with the fingerprints of the settings every
 * instance must share (core/instances/running-instances.ts). A row is alive while its instance
 * holds the advisory lock named by its id; the next start removes the others.
 */
export const runningInstances = pgTable('running_instances', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  settings: jsonb('settings')
    .$type<Record<string, { value: string; accepts: string[]; shown: boolean }>>()
    .notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The team's « Allégations de santé » queue (issue 45, common/claim-queue.ts): one entry per
 * public text (subject, its id, field) the claim screen found suspicious, or a buyer's review it
 * would refuse. A new version of the text replaces the entry; the team approves or rejects it.
 */
export const claimQueueStatusEnum = pgEnum('statut_allegation', QUEUE_STATUSES);

export const claimQueue = pgTable(
  'claim_queue',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** common/claim-queue.ts's QUEUED_SUBJECTS: avis, reponse (the review's id), produit (the
     * offer's id), boutique. */
    subject: text('subject').notNull(),
    subjectId: integer('subject_id').notNull(),
    field: text('field').notNull(),
    label: text('label').notNull(),
    text: text('text').notNull(),
    words: text('words').array().notNull(),
    status: claimQueueStatusEnum('status').notNull().default('en_attente'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByAccountId: integer('decided_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    uniqueIndex('claim_queue_text_unique').on(table.subject, table.subjectId, table.field),
    index('claim_queue_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'en_attente'`),
  ],
);

/**
 * The commission rates the team sets (issue 46 §2): each change is a new row, dated and by whom;
 * the latest row of a scope (the platform, a category, a boutique) is the rate in force. A null
 * rate removes a category's or a boutique's override. Order lines keep the rate they were sold at.
 */
export const commissionRates = pgTable(
  'commission_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    scope: text('scope', { enum: COMMISSION_SCOPES }).notNull(),
    categorieId: integer('categorie_id').references(() => categories.id, { onDelete: 'cascade' }),
    boutiqueId: integer('boutique_id').references(() => boutiques.id, { onDelete: 'cascade' }),
    /** Basis points: 1 % is 100. */
    rateBps: integer('rate_bps'),
    setByAccountId: integer('set_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    setByName: text('set_by_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('commission_rates_scope_idx').on(
      table.scope,
      table.categorieId,
      table.boutiqueId,
      table.id.desc(),
    ),
    check('commission_rates_range', sql`${table.rateBps} between 0 and 10000`),
    check(
      'commission_rates_target',
      sql`(${table.scope} = 'plateforme' and ${table.categorieId} is null and ${table.boutiqueId} is null and ${table.rateBps} is not null)
        or (${table.scope} = 'categorie' and ${table.categorieId} is not null and ${table.boutiqueId} is null)
        or (${table.scope} = 'boutique' and ${table.boutiqueId} is not null and ${table.categorieId} is null)`,
    ),
  ],
);

const ledgerAccountNames = Object.keys(LEDGER_ACCOUNTS) as [LedgerAccount, ...LedgerAccount[]];
const ledgerKindNames = Object.keys(LEDGER_KINDS) as [LedgerKind, ...LedgerKind[]];

/**
 * The ledger's transactions (decision 055): one per business event, named by its key (e.g.
 * 'paiement:123'), so that an event replayed posts nothing twice. Never updated nor deleted
 * (triggers of migration 0038).
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    kind: text('kind', { enum: ledgerKindNames }).notNull(),
    commandeId: integer('commande_id').references(() => commandes.id, { onDelete: 'restrict' }),
    boutiqueId: integer('boutique_id').references(() => boutiques.id, { onDelete: 'restrict' }),
    /** When the event happened (the services' clock), as opposed to when it was written. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** A reference given by the team (a refund's), or null. */
    memo: text('memo'),
    // Restrict, not set null: the ledger never changes, so the account who recorded a
    // transaction stays (accounts are anonymised when deleted, never removed).
    recordedByAccountId: integer('recorded_by_account_id').references(() => accounts.id, {
      onDelete: 'restrict',
    }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('ledger_transactions_key_unique').on(table.key),
    // The hold's sweep: deliveries older than the hold that have no release yet.
    index('ledger_transactions_kind_occurred_idx').on(table.kind, table.occurredAt),
    index('ledger_transactions_commande_idx').on(table.commandeId),
  ],
);

/**
 * The ledger's entries: whole FCFA, debits positive and credits negative; the entries of a
 * transaction sum to zero (a deferred constraint trigger checks it at commit). Immutable.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    account: text('account', { enum: ledgerAccountNames }).notNull(),
    /** The boutique a boutique account belongs to; null for the platform's and buyers' accounts. */
    boutiqueId: integer('boutique_id').references(() => boutiques.id, { onDelete: 'restrict' }),
    commandeId: integer('commande_id').references(() => commandes.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('ledger_entries_transaction_idx').on(table.transactionId),
    // A boutique's balance, read from the index alone.
    index('ledger_entries_boutique_balance_idx').on(table.boutiqueId, table.account, table.amount),
    // A boutique's statement, month by month.
    index('ledger_entries_boutique_occurred_idx').on(table.boutiqueId, table.occurredAt),
    index('ledger_entries_commande_idx').on(table.commandeId),
    // The sales figures (decision 058): a boutique's sales or the marketplace's, by day, each
    // with its amount and order, from the index alone; the money accounts are not in it.
    index('ledger_entries_sales_idx')
      .on(table.account, table.boutiqueId, table.occurredAt, table.amount, table.commandeId)
      .where(sql`${table.account} in ('boutique_sales', 'sales_recognised')`),
    check('ledger_entries_amount_not_zero', sql`${table.amount} <> 0`),
    check(
      'ledger_entries_boutique_account',
      sql`starts_with(${table.account}, 'boutique_') = (${table.boutiqueId} is not null)`,
    ),
  ],
);

/**
 * Payouts to boutiques (issue 46 §3, decision 056): one row per boutique and run (its key), so
 * a run sent again finds its rows and pays nothing twice. The money moves in the ledger
 * (`versement:<id>`, and `versement-echoue:<id>` when it failed); this row follows the sending.
 */
export const versements = pgTable(
  'versements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    boutiqueId: integer('boutique_id')
      .notNull()
      .references(() => boutiques.id, { onDelete: 'restrict' }),
    runKey: text('run_key').notNull(),
    mode: text('mode', { enum: PAYOUT_MODES }).notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull(),
    amount: integer('amount').notNull(),
    /** The cash-on-delivery commission netted from the available balance before this payout. */
    netted: integer('netted').notNull().default(0),
    /** The manual transfer's reference, or FedaPay's payout reference once created. */
    reference: text('reference'),
    providerPayoutId: text('provider_payout_id'),
    /** FedaPay accepted the start: from then on only its status decides. */
    started: boolean('started').notNull().default(false),
    accountMasked: text('account_masked'),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    /** When the sending job next takes it (to send, or to ask its status); null once final. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    createdByAccountId: integer('created_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('versements_run_boutique_unique').on(table.runKey, table.boutiqueId),
    index('versements_next_check_idx').on(table.nextCheckAt),
    index('versements_boutique_created_idx').on(table.boutiqueId, table.createdAt),
    check('versements_amount_positive', sql`${table.amount} > 0`),
  ],
);
