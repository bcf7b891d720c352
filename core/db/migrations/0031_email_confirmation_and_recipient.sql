ALTER TABLE "accounts" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "recipient_name" text;--> statement-breakpoint
CREATE INDEX "checkouts_guest_email_idx" ON "checkouts" USING btree ("client_email") WHERE "checkouts"."buyer_account_id" is null and "checkouts"."idempotency_scope" = 'invite';