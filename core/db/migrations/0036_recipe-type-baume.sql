-- Issue 45: « Pommade » (an ointment, a pharmacy word) becomes « Baume » as a recipe type;
-- existing recipes keep their type under its new name (renamed in place, safe on data).
ALTER TYPE "public"."type_recette" RENAME VALUE 'Pommade' TO 'Baume';
