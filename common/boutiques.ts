import { z } from 'zod';

// A boutique as its public page (`/boutique/{id}`) and `GET /api/boutiques/{id}` show it.

export const BOUTIQUE_NOT_FOUND = 'Boutique introuvable.';

export const publicBoutiqueSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    pays: z.string().nullable(),
    ville: z.string().nullable(),
    /** Uploaded image addresses; null until the seller sets them. */
    logoUrl: z.string().nullable(),
    bannerUrl: z.string().nullable(),
  })
  .meta({ id: 'Boutique' });

export type PublicBoutique = z.infer<typeof publicBoutiqueSchema>;

/** 'Lomé, Togo', 'Togo', or '' when neither is known. */
export function boutiquePlace(boutique: Pick<PublicBoutique, 'pays' | 'ville'>): string {
  return [boutique.ville, boutique.pays].filter((part) => part?.trim()).join(', ');
}

export function boutiquePath(id: number): string {
  return `/boutique/${id}`;
}
