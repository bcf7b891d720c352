CREATE TABLE "commission_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commission_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scope" text NOT NULL,
	"categorie_id" integer,
	"boutique_id" integer,
	"rate_bps" integer,
	"set_by_account_id" integer,
	"set_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rates_range" CHECK ("commission_rates"."rate_bps" between 0 and 10000),
	CONSTRAINT "commission_rates_target" CHECK (("commission_rates"."scope" = 'plateforme' and "commission_rates"."categorie_id" is null and "commission_rates"."boutique_id" is null and "commission_rates"."rate_bps" is not null)
        or ("commission_rates"."scope" = 'categorie' and "commission_rates"."categorie_id" is not null and "commission_rates"."boutique_id" is null)
        or ("commission_rates"."scope" = 'boutique' and "commission_rates"."boutique_id" is not null and "commission_rates"."categorie_id" is null))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transaction_id" integer NOT NULL,
	"account" text NOT NULL,
	"boutique_id" integer,
	"commande_id" integer,
	"amount" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("ledger_entries"."amount" <> 0),
	CONSTRAINT "ledger_entries_boutique_account" CHECK (starts_with("ledger_entries"."account", 'boutique_') = ("ledger_entries"."boutique_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"commande_id" integer,
	"boutique_id" integer,
	"occurred_at" timestamp with time zone NOT NULL,
	"memo" text,
	"recorded_by_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commande_lignes" ADD COLUMN "commission_rate_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "commande_lignes" ADD COLUMN "commission" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_categorie_id_categories_id_fk" FOREIGN KEY ("categorie_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_boutique_id_boutiques_id_fk" FOREIGN KEY ("boutique_id") REFERENCES "public"."boutiques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_set_by_account_id_accounts_id_fk" FOREIGN KEY ("set_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_boutique_id_boutiques_id_fk" FOREIGN KEY ("boutique_id") REFERENCES "public"."boutiques"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_commande_id_commandes_id_fk" FOREIGN KEY ("commande_id") REFERENCES "public"."commandes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_commande_id_commandes_id_fk" FOREIGN KEY ("commande_id") REFERENCES "public"."commandes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_boutique_id_boutiques_id_fk" FOREIGN KEY ("boutique_id") REFERENCES "public"."boutiques"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_recorded_by_account_id_accounts_id_fk" FOREIGN KEY ("recorded_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_rates_scope_idx" ON "commission_rates" USING btree ("scope","categorie_id","boutique_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_boutique_balance_idx" ON "ledger_entries" USING btree ("boutique_id","account","amount");--> statement-breakpoint
CREATE INDEX "ledger_entries_boutique_occurred_idx" ON "ledger_entries" USING btree ("boutique_id","occurred_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_commande_idx" ON "ledger_entries" USING btree ("commande_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_key_unique" ON "ledger_transactions" USING btree ("key");--> statement-breakpoint
CREATE INDEX "ledger_transactions_kind_occurred_idx" ON "ledger_transactions" USING btree ("kind","occurred_at");--> statement-breakpoint
CREATE INDEX "ledger_transactions_commande_idx" ON "ledger_transactions" USING btree ("commande_id");--> statement-breakpoint
ALTER TABLE "commande_lignes" ADD CONSTRAINT "commande_lignes_commission_rate_range" CHECK ("commande_lignes"."commission_rate_bps" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "commande_lignes" ADD CONSTRAINT "commande_lignes_commission_range" CHECK ("commande_lignes"."commission" between 0 and "commande_lignes"."total");