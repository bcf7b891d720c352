CREATE TABLE "delivery_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"label" text NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "photo_url" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "preferred_payment_method" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "preferred_mobile_money_operator" text;--> statement-breakpoint
ALTER TABLE "delivery_addresses" ADD CONSTRAINT "delivery_addresses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_addresses_account_idx" ON "delivery_addresses" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_addresses_one_default" ON "delivery_addresses" USING btree ("account_id") WHERE "delivery_addresses"."is_default";