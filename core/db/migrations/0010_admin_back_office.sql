-- Issue 14, the admin back-office: suspension reasons, boutique approval, offers withdrawn by the
-- team, product reports, the audit log, the reason of an admin's order change, indexes for the
-- back-office's lists. Family and category names become unique whatever their accents or
-- capitals; categories only within their family.
CREATE TYPE "public"."validation_boutique" AS ENUM('En attente', 'Approuvée', 'Refusée');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_account_id" integer,
	"admin_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer,
	"target_label" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"boutique_produit_id" integer NOT NULL,
	"reporter_account_id" integer,
	"reason" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_account_id" integer
);
--> statement-breakpoint
DROP INDEX "categories_nom_unique";--> statement-breakpoint
DROP INDEX "familles_nom_unique";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "boutique_produits" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "boutique_produits" ADD COLUMN "withdrawn_reason" text;--> statement-breakpoint
ALTER TABLE "boutiques" ADD COLUMN "approval" "validation_boutique" DEFAULT 'Approuvée' NOT NULL;--> statement-breakpoint
ALTER TABLE "boutiques" ADD COLUMN "approval_reason" text;--> statement-breakpoint
ALTER TABLE "boutiques" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commande_evenements" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_admin_account_id_accounts_id_fk" FOREIGN KEY ("admin_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reports" ADD CONSTRAINT "product_reports_boutique_produit_id_boutique_produits_id_fk" FOREIGN KEY ("boutique_produit_id") REFERENCES "public"."boutique_produits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reports" ADD CONSTRAINT "product_reports_reporter_account_id_accounts_id_fk" FOREIGN KEY ("reporter_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reports" ADD CONSTRAINT "product_reports_resolved_by_account_id_accounts_id_fk" FOREIGN KEY ("resolved_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "product_reports_offer_idx" ON "product_reports" USING btree ("boutique_produit_id");--> statement-breakpoint
CREATE INDEX "product_reports_open_idx" ON "product_reports" USING btree ("created_at") WHERE "product_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "accounts_type_created_idx" ON "accounts" USING btree ("type_compte","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_famille_nom_unique" ON "categories" USING btree ("famille_id",baobab_search_text("nom"));--> statement-breakpoint
CREATE INDEX "commandes_created_idx" ON "commandes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "commandes_status_created_idx" ON "commandes" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "familles_nom_unique" ON "familles" USING btree (baobab_search_text("nom"));