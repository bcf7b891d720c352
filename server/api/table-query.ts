import { z } from 'zod';

// A back-office table's address (common/data-tables.ts) as an API query: the same parameters as
// the screens' addresses, each optional; an unreadable value falls back to the default.

export const tableQuerystring = z.object({
  page: z.string().optional().describe('Page, 1 pour la première'),
  taille: z.string().optional().describe('Lignes par page : 10, 25, 50, 100 ou tout'),
  tri: z.string().optional().describe('Colonne de tri'),
  ordre: z.string().optional().describe('asc ou desc'),
  q: z.string().optional().describe('Recherche'),
});

/** The query's given values, as the shared parsers of common/ read them. */
export const searchParamsOf = (query: Record<string, string | undefined>) =>
  new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
