ALTER TABLE "boutiques" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "boutiques" ADD COLUMN "banner_url" text;