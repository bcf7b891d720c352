CREATE TYPE "public"."statut_commande" AS ENUM('En attente', 'En cours', 'Livré', 'Annulé');--> statement-breakpoint
CREATE TYPE "public"."statut_paiement" AS ENUM('En attente', 'Réussi', 'Échoué');--> statement-breakpoint
CREATE SEQUENCE "public"."commande_numero_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checkouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"idempotency_scope" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"buyer_account_id" integer,
	"client_name" text NOT NULL,
	"client_phone" text NOT NULL,
	"client_email" text,
	"delivery_country" text NOT NULL,
	"delivery_city" text NOT NULL,
	"delivery_address" text NOT NULL,
	"delivery_phone" text NOT NULL,
	"payment_method" text NOT NULL,
	"payment_provider" text NOT NULL,
	"mobile_money_operator" text,
	"payment_account_masked" text,
	"payment_status" "statut_paiement" DEFAULT 'En attente' NOT NULL,
	"payment_expires_at" timestamp with time zone,
	"total" integer NOT NULL,
	"tracking_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_total_positive" CHECK ("checkouts"."total" > 0)
);
--> statement-breakpoint
CREATE TABLE "commande_evenements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commande_evenements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"commande_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_value" text,
	"to_value" text NOT NULL,
	"actor" text NOT NULL,
	"actor_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commande_lignes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commande_lignes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"commande_id" integer NOT NULL,
	"boutique_produit_id" integer,
	"name" text NOT NULL,
	"unit_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "commande_lignes_quantity_positive" CHECK ("commande_lignes"."quantity" > 0),
	CONSTRAINT "commande_lignes_unit_price_positive" CHECK ("commande_lignes"."unit_price" > 0),
	CONSTRAINT "commande_lignes_total" CHECK ("commande_lignes"."total" = "commande_lignes"."unit_price" * "commande_lignes"."quantity")
);
--> statement-breakpoint
CREATE TABLE "commandes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commandes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_number" text NOT NULL,
	"checkout_id" integer NOT NULL,
	"boutique_id" integer NOT NULL,
	"buyer_account_id" integer,
	"status" "statut_commande" DEFAULT 'En attente' NOT NULL,
	"payment_status" "statut_paiement" DEFAULT 'En attente' NOT NULL,
	"subtotal" integer NOT NULL,
	"delivery_fee" integer NOT NULL,
	"total" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commandes_subtotal_positive" CHECK ("commandes"."subtotal" > 0),
	CONSTRAINT "commandes_delivery_fee_not_negative" CHECK ("commandes"."delivery_fee" >= 0),
	CONSTRAINT "commandes_total_sum" CHECK ("commandes"."total" = "commandes"."subtotal" + "commandes"."delivery_fee")
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"checkout_id" integer NOT NULL,
	"status" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "boutiques" ADD COLUMN "delivery_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_buyer_account_id_accounts_id_fk" FOREIGN KEY ("buyer_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commande_evenements" ADD CONSTRAINT "commande_evenements_commande_id_commandes_id_fk" FOREIGN KEY ("commande_id") REFERENCES "public"."commandes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commande_evenements" ADD CONSTRAINT "commande_evenements_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commande_lignes" ADD CONSTRAINT "commande_lignes_commande_id_commandes_id_fk" FOREIGN KEY ("commande_id") REFERENCES "public"."commandes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commande_lignes" ADD CONSTRAINT "commande_lignes_boutique_produit_id_boutique_produits_id_fk" FOREIGN KEY ("boutique_produit_id") REFERENCES "public"."boutique_produits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commandes" ADD CONSTRAINT "commandes_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commandes" ADD CONSTRAINT "commandes_boutique_id_boutiques_id_fk" FOREIGN KEY ("boutique_id") REFERENCES "public"."boutiques"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commandes" ADD CONSTRAINT "commandes_buyer_account_id_accounts_id_fk" FOREIGN KEY ("buyer_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_reference_unique" ON "checkouts" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_idempotency_unique" ON "checkouts" USING btree ("idempotency_scope","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_tracking_unique" ON "checkouts" USING btree ("tracking_token_hash");--> statement-breakpoint
CREATE INDEX "checkouts_pending_payment_idx" ON "checkouts" USING btree ("payment_expires_at") WHERE "checkouts"."payment_status" = 'En attente' and "checkouts"."payment_expires_at" is not null;--> statement-breakpoint
CREATE INDEX "commande_evenements_commande_idx" ON "commande_evenements" USING btree ("commande_id","created_at");--> statement-breakpoint
CREATE INDEX "commande_lignes_commande_idx" ON "commande_lignes" USING btree ("commande_id");--> statement-breakpoint
CREATE INDEX "commande_lignes_offre_idx" ON "commande_lignes" USING btree ("boutique_produit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commandes_order_number_unique" ON "commandes" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "commandes_checkout_idx" ON "commandes" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "commandes_boutique_idx" ON "commandes" USING btree ("boutique_id","created_at");--> statement-breakpoint
CREATE INDEX "commandes_buyer_idx" ON "commandes" USING btree ("buyer_account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_event_unique" ON "payment_notifications" USING btree ("provider","event_id");--> statement-breakpoint
ALTER TABLE "boutiques" ADD CONSTRAINT "boutiques_delivery_fee_not_negative" CHECK ("boutiques"."delivery_fee" >= 0);