CREATE TABLE "produit_valeurs_nutritionnelles" (
	"produit_id" integer NOT NULL,
	"nutriment" text NOT NULL,
	"quantite" numeric(12, 2) NOT NULL,
	CONSTRAINT "produit_valeurs_nutritionnelles_produit_id_nutriment_pk" PRIMARY KEY("produit_id","nutriment"),
	CONSTRAINT "produit_valeurs_nutritionnelles_nutriment_known" CHECK ("produit_valeurs_nutritionnelles"."nutriment" in ('energie', 'matieresGrasses', 'acidesGrasSatures', 'glucides', 'sucres', 'fibres', 'proteines', 'sel', 'vitamineA', 'vitamineC', 'calcium', 'fer', 'magnesium', 'potassium', 'zinc')),
	CONSTRAINT "produit_valeurs_nutritionnelles_quantite_not_negative" CHECK ("produit_valeurs_nutritionnelles"."quantite" >= 0)
);
--> statement-breakpoint
ALTER TABLE "produit_valeurs_nutritionnelles" ADD CONSTRAINT "produit_valeurs_nutritionnelles_produit_id_produits_id_fk" FOREIGN KEY ("produit_id") REFERENCES "public"."produits"("id") ON DELETE cascade ON UPDATE no action;