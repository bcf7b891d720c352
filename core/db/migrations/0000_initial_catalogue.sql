CREATE TYPE "public"."statut_compte" AS ENUM('ACTIF', 'SUSPENDU');--> statement-breakpoint
CREATE TYPE "public"."type_compte" AS ENUM('ACHETEUR', 'VENDEUR', 'ADMIN');--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"user_name" text NOT NULL,
	"email" text NOT NULL,
	"telephone" text,
	"pays" text,
	"ville" text,
	"type_compte" "type_compte" NOT NULL,
	"status" "statut_compte" DEFAULT 'ACTIF' NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_email_lowercase" CHECK ("accounts"."email" = lower("accounts"."email"))
);
--> statement-breakpoint
CREATE TABLE "boutique_produits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "boutique_produits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"boutique_id" integer NOT NULL,
	"produit_id" integer NOT NULL,
	"price" integer NOT NULL,
	"stock_disponible" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"date_ajout" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boutique_produits_price_positive" CHECK ("boutique_produits"."price" > 0),
	CONSTRAINT "boutique_produits_stock_not_negative" CHECK ("boutique_produits"."stock_disponible" >= 0)
);
--> statement-breakpoint
CREATE TABLE "boutiques" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "boutiques_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"pays" text,
	"ville" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nom" text NOT NULL,
	"famille_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "familles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "familles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nom" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "producteurs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "producteurs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nom" text NOT NULL,
	"pays" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "produit_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "produit_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"produit_id" integer NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "produit_images_position_not_negative" CHECK ("produit_images"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "produits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "produits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text NOT NULL,
	"categorie_id" integer NOT NULL,
	"producteur_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "produits_name_not_blank" CHECK (length(trim("produits"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boutique_produits" ADD CONSTRAINT "boutique_produits_boutique_id_boutiques_id_fk" FOREIGN KEY ("boutique_id") REFERENCES "public"."boutiques"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boutique_produits" ADD CONSTRAINT "boutique_produits_produit_id_produits_id_fk" FOREIGN KEY ("produit_id") REFERENCES "public"."produits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boutiques" ADD CONSTRAINT "boutiques_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_famille_id_familles_id_fk" FOREIGN KEY ("famille_id") REFERENCES "public"."familles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produit_images" ADD CONSTRAINT "produit_images_produit_id_produits_id_fk" FOREIGN KEY ("produit_id") REFERENCES "public"."produits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produits" ADD CONSTRAINT "produits_categorie_id_categories_id_fk" FOREIGN KEY ("categorie_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produits" ADD CONSTRAINT "produits_producteur_id_producteurs_id_fk" FOREIGN KEY ("producteur_id") REFERENCES "public"."producteurs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_unique" ON "accounts" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_telephone_unique" ON "accounts" USING btree ("telephone");--> statement-breakpoint
CREATE INDEX "accounts_tenant_idx" ON "accounts" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "boutique_produits_boutique_produit_unique" ON "boutique_produits" USING btree ("boutique_id","produit_id");--> statement-breakpoint
CREATE INDEX "boutique_produits_produit_idx" ON "boutique_produits" USING btree ("produit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "boutiques_tenant_unique" ON "boutiques" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_nom_unique" ON "categories" USING btree ("nom");--> statement-breakpoint
CREATE INDEX "categories_famille_idx" ON "categories" USING btree ("famille_id");--> statement-breakpoint
CREATE UNIQUE INDEX "familles_nom_unique" ON "familles" USING btree ("nom");--> statement-breakpoint
CREATE UNIQUE INDEX "produit_images_produit_position_unique" ON "produit_images" USING btree ("produit_id","position");--> statement-breakpoint
CREATE INDEX "produits_categorie_idx" ON "produits" USING btree ("categorie_id");