import type { Categorie } from '#common/catalogue.ts';

/** Select options grouped by family, families and categories in French alphabetical order. */
export function categoryOptions(categories: Categorie[]) {
  const byFamily = new Map<string, { value: string; label: string }[]>();
  const collator = new Intl.Collator('fr');
  for (const category of [...categories].sort((a, b) => collator.compare(a.nom, b.nom))) {
    const items = byFamily.get(category.famille.nom) ?? [];
    items.push({ value: String(category.id), label: category.nom });
    byFamily.set(category.famille.nom, items);
  }
  return [...byFamily]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([group, items]) => ({ group, items }));
}
