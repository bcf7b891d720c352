import type { BoutiqueApproval } from './account-admin.ts';
import type { PublicBoutique } from './boutique-schema.ts';
import { countryName } from './delivery-countries.ts';

// Boutique links and wording, light enough for every product card (no Zod here).

export type { PublicBoutique };

export const BOUTIQUE_NOT_FOUND = 'Boutique introuvable.';

/** 'Lomé, Togo', 'Togo', or '' when neither is known. */
export function boutiquePlace(boutique: Pick<PublicBoutique, 'pays' | 'ville'>): string {
  return [boutique.ville, boutique.pays && countryName(boutique.pays)]
    .filter((part) => part?.trim())
    .join(', ');
}

export function boutiquePath(id: number): string {
  return `/boutique/${id}`;
}

const APPROVAL_STATES: Record<BoutiqueApproval, string> = {
  'En attente': 'en attente de validation',
  Approuvée: 'approuvée',
  Refusée: 'refusée',
};

/**
 * A boutique's state as the team's preview of its page names it: 'en attente de validation',
 * 'refusée et suspendue'…
 */
export function boutiqueStateLabel(boutique: { approval: BoutiqueApproval; active: boolean }) {
  const states = [APPROVAL_STATES[boutique.approval], ...(boutique.active ? [] : ['suspendue'])];
  return states.join(' et ');
}
