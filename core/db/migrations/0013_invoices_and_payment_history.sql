CREATE TABLE "facture_compteurs" (
	"annee" integer PRIMARY KEY NOT NULL,
	"dernier_numero" integer NOT NULL,
	CONSTRAINT "facture_compteurs_positive" CHECK ("facture_compteurs"."dernier_numero" > 0)
);
--> statement-breakpoint
CREATE TABLE "factures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "factures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"commande_id" integer NOT NULL,
	"annee" integer NOT NULL,
	"sequence" integer NOT NULL,
	"numero" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "factures" ADD CONSTRAINT "factures_commande_id_commandes_id_fk" FOREIGN KEY ("commande_id") REFERENCES "public"."commandes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "factures_commande_unique" ON "factures" USING btree ("commande_id");--> statement-breakpoint
CREATE UNIQUE INDEX "factures_numero_unique" ON "factures" USING btree ("numero");--> statement-breakpoint
CREATE UNIQUE INDEX "factures_annee_sequence_unique" ON "factures" USING btree ("annee","sequence");--> statement-breakpoint
CREATE INDEX "checkouts_buyer_idx" ON "checkouts" USING btree ("buyer_account_id","created_at");