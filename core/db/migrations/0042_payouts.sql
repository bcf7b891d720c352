CREATE TABLE "versements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "versements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"boutique_id" integer NOT NULL,
	"run_key" text NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"netted" integer DEFAULT 0 NOT NULL,
	"reference" text,
	"provider_payout_id" text,
	"started" boolean DEFAULT false NOT NULL,
	"account_masked" text,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone,
	"created_by_account_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "versements_amount_positive" CHECK ("versements"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "versements" ADD CONSTRAINT "versements_boutique_id_boutiques_id_fk" FOREIGN KEY ("boutique_id") REFERENCES "public"."boutiques"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "versements" ADD CONSTRAINT "versements_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "versements_run_boutique_unique" ON "versements" USING btree ("run_key","boutique_id");--> statement-breakpoint
CREATE INDEX "versements_next_check_idx" ON "versements" USING btree ("next_check_at");--> statement-breakpoint
CREATE INDEX "versements_boutique_created_idx" ON "versements" USING btree ("boutique_id","created_at");