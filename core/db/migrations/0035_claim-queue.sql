CREATE TYPE "public"."statut_allegation" AS ENUM('en_attente', 'approuvee', 'rejetee');--> statement-breakpoint
CREATE TABLE "claim_queue" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "claim_queue_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject" text NOT NULL,
	"subject_id" integer NOT NULL,
	"field" text NOT NULL,
	"label" text NOT NULL,
	"text" text NOT NULL,
	"words" text[] NOT NULL,
	"status" "statut_allegation" DEFAULT 'en_attente' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_account_id" integer
);
--> statement-breakpoint
ALTER TABLE "claim_queue" ADD CONSTRAINT "claim_queue_decided_by_account_id_accounts_id_fk" FOREIGN KEY ("decided_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_queue_text_unique" ON "claim_queue" USING btree ("subject","subject_id","field");--> statement-breakpoint
CREATE INDEX "claim_queue_pending_idx" ON "claim_queue" USING btree ("created_at") WHERE "claim_queue"."status" = 'en_attente';