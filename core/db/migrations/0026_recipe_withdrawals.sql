ALTER TABLE "recettes" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recettes" ADD COLUMN "withdrawn_reason" text;