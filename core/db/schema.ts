import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// The spec's entities (section 3). French names where the spec's API uses them.

export const accountTypeEnum = pgEnum('type_compte', ['ACHETEUR', 'VENDEUR', 'ADMIN']);
export const accountStatusEnum = pgEnum('statut_compte', ['ACTIF', 'SUSPENDU']);

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
    userName: text('user_name').notNull(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    /** Optional for admins created from the command line; unique when present. */
    telephone: text('telephone'),
    pays: text('pays'),
    ville: text('ville'),
    typeCompte: accountTypeEnum('type_compte').notNull(),
    status: accountStatusEnum('status').notNull().default('ACTIF'),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('accounts_email_unique').on(table.email),
    uniqueIndex('accounts_telephone_unique').on(table.telephone),
    index('accounts_tenant_idx').on(table.tenantId),
    check('accounts_email_lowercase', sql`${table.email} = lower(${table.email})`),
  ],
);

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
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('boutiques_tenant_unique').on(table.tenantId)],
);

export const familles = pgTable(
  'familles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nom: text('nom').notNull(),
  },
  (table) => [uniqueIndex('familles_nom_unique').on(table.nom)],
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
    uniqueIndex('categories_nom_unique').on(table.nom),
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
    active: boolean('active').notNull().default(true),
    dateAjout: timestamp('date_ajout', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('boutique_produits_boutique_produit_unique').on(table.boutiqueId, table.produitId),
    index('boutique_produits_produit_idx').on(table.produitId),
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

/** Blog categories of the spec (section 9), 'Tout' being the filter for all of them. */
export const articleCategoryEnum = pgEnum('categorie_article', [
  'Santé',
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
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('articles_published_idx').on(table.publishedAt),
    check('articles_read_time_positive', sql`${table.readTimeMinutes} > 0`),
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
