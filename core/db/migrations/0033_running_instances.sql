CREATE TABLE "running_instances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "running_instances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"settings" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
