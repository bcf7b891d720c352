ALTER TABLE "checkouts" ADD COLUMN "provider_transaction_id" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "provider_payment_url" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "provider_currency" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "provider_next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "provider_checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_provider_transaction_unique" ON "checkouts" USING btree ("payment_provider","provider_transaction_id") WHERE "checkouts"."provider_transaction_id" is not null;--> statement-breakpoint
CREATE INDEX "checkouts_provider_check_idx" ON "checkouts" USING btree ("provider_next_check_at") WHERE "checkouts"."payment_status" = 'En attente' and "checkouts"."provider_next_check_at" is not null;