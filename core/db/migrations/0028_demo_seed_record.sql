CREATE TABLE "demo_seed" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "demo_seed_single_row" CHECK ("demo_seed"."id" = 1)
);
