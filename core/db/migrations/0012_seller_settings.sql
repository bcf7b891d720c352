-- Issue 15, the seller settings: the profile's birthday and gender and e-mail changes waiting
-- for confirmation; the shop's currency, VAT rate, pause, accepted payment methods, minimum order
-- and payout account; its delivery zones (replacing the single delivery fee, carried over to
-- every zone); who changed what; the team's exchange rates; the delivery and VAT of each order.
CREATE TYPE "public"."zone_livraison" AS ENUM('National', 'Afrique', 'Europe', 'International');--> statement-breakpoint
CREATE TYPE "public"."genre" AS ENUM('Homme', 'Femme', 'Autre');--> statement-breakpoint
CREATE TABLE "boutique_zones_livraison" (
	"boutique_id" integer NOT NULL,
	"zone" "zone_livraison" NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"carrier" text DEFAULT 'Livraison par la boutique' NOT NULL,
	"delivery_days" integer NOT NULL,
	"tracking" boolean DEFAULT false NOT NULL,
	"express_fee" integer,
	"express_days" integer,
	CONSTRAINT "boutique_zones_livraison_boutique_id_zone_pk" PRIMARY KEY("boutique_id","zone"),
	CONSTRAINT "zones_fee_not_negative" CHECK ("boutique_zones_livraison"."fee" >= 0),
	CONSTRAINT "zones_days_range" CHECK ("boutique_zones_livraison"."delivery_days" between 1 and 90),
	CONSTRAINT "zones_express_complete" CHECK (("boutique_zones_livraison"."express_fee" is null) = ("boutique_zones_livraison"."express_days" is null)),
	CONSTRAINT "zones_express_valid" CHECK ("boutique_zones_livraison"."express_fee" >= 0 and "boutique_zones_livraison"."express_days" between 1 and 90)
);
--> statement-breakpoint
CREATE TABLE "boutique_settings_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "boutique_settings_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"boutique_id" integer NOT NULL,
	"account_id" integer,
	"actor_name" text NOT NULL,
	"panel" text NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"new_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taux_de_change" (
	"currency" text PRIMARY KEY NOT NULL,
	"fcfa_per_unit" numeric(12, 4) NOT NULL,
	"rate_date" date NOT NULL,
	"set_by_account_id" integer,
	"set_by_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "boutiques" DROP CONSTRAINT "boutiques_delivery_fee_not_negative";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "birthday" date;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "gender" "genre";--> statement-breakpoint
ALTER TABLE "boutiques" ADD COLUMN "currency" text DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE "boutiques" ADD COLUMN "tax_rate" numeric(5, 2) DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "boutiques" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "boutiques" ADD COLUMN "online_payments" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "boutiques" ADD COLUMN "accepted_methods" text[] DEFAULT '{Carte Bancaire,Paypal,Mobile Money,Interac,Paiement à la livraison}' NOT NULL;--> statement-breakpoint
ALTER TABLE "boutiques" ADD COLUMN "mobile_money_operators" text[] DEFAULT '{MTN,Orange,Moov,Wave}' NOT NULL;--> statement-breakpoint
ALTER TABLE "boutiques" ADD COLUMN "min_order_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "boutiques" ADD COLUMN "payout_method" text;--> statement-breakpoint
ALTER TABLE "boutiques" ADD COLUMN "payout_operator" text;--> statement-breakpoint
ALTER TABLE "boutiques" ADD COLUMN "payout_holder" text;--> statement-breakpoint
ALTER TABLE "boutiques" ADD COLUMN "payout_account_encrypted" text;--> statement-breakpoint
ALTER TABLE "boutiques" ADD COLUMN "payout_account_masked" text;--> statement-breakpoint
ALTER TABLE "boutiques" ADD COLUMN "free_delivery_from" integer;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "delivery_zone" "zone_livraison";--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "express" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "delivery_days" integer;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "tax_rate" numeric(5, 2) DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "boutique_zones_livraison" ADD CONSTRAINT "boutique_zones_livraison_boutique_id_boutiques_id_fk" FOREIGN KEY ("boutique_id") REFERENCES "public"."boutiques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boutique_settings_changes" ADD CONSTRAINT "boutique_settings_changes_boutique_id_boutiques_id_fk" FOREIGN KEY ("boutique_id") REFERENCES "public"."boutiques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boutique_settings_changes" ADD CONSTRAINT "boutique_settings_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taux_de_change" ADD CONSTRAINT "taux_de_change_set_by_account_id_accounts_id_fk" FOREIGN KEY ("set_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boutique_settings_changes_idx" ON "boutique_settings_changes" USING btree ("boutique_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_changes_token_unique" ON "email_changes" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_changes_account_idx" ON "email_changes" USING btree ("account_id");--> statement-breakpoint
INSERT INTO "boutique_zones_livraison" ("boutique_id", "zone", "fee", "delivery_days")
SELECT "boutiques"."id", "zones"."zone"::"zone_livraison", "boutiques"."delivery_fee", "zones"."days"
FROM "boutiques"
CROSS JOIN (VALUES ('National', 3), ('Afrique', 7), ('Europe', 10), ('International', 14)) AS "zones" ("zone", "days");--> statement-breakpoint
ALTER TABLE "boutiques" DROP COLUMN "delivery_fee";--> statement-breakpoint
ALTER TABLE "boutiques" ADD CONSTRAINT "boutiques_tax_rate_range" CHECK ("boutiques"."tax_rate" >= 0 and "boutiques"."tax_rate" <= 100);--> statement-breakpoint
ALTER TABLE "boutiques" ADD CONSTRAINT "boutiques_min_order_not_negative" CHECK ("boutiques"."min_order_amount" >= 0);--> statement-breakpoint
ALTER TABLE "boutiques" ADD CONSTRAINT "boutiques_free_delivery_positive" CHECK ("boutiques"."free_delivery_from" > 0);