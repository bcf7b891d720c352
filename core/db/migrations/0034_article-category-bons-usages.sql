-- Issue 45: « Santé » as a blog category was a general health claim; existing articles and
-- recipes keep their category under its new name (renamed in place, safe on data).
ALTER TYPE "public"."categorie_article" RENAME VALUE 'Santé' TO 'Bons usages';
