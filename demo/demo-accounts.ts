import { toE164 } from '#common/phone.ts';
import { demoBoutiques } from './demo-catalogue.ts';

// Demo accounts, listed in the README. Every demo boutique belongs to a seller account; the
// first two sellers are the ones the README presents ("featured").

type AccountType = 'ACHETEUR' | 'VENDEUR' | 'ADMIN';

export const DEMO_PASSWORDS: Record<AccountType, string> = {
  ADMIN: 'Baobab-Admin-2026',
  VENDEUR: 'Baobab-Vendeur-2026',
  ACHETEUR: 'Baobab-Acheteur-2026',
};

export interface DemoAccount {
  userName: string;
  email: string;
  telephone: string | null;
  pays: string | null;
  ville: string | null;
  typeCompte: AccountType;
  /** The boutique this seller owns (DemoBoutique.key). */
  boutiqueKey?: string;
  featured: boolean;
}

/** Seller identities, in the order of demoBoutiques. */
const SELLERS = [
  { userName: 'Awa Kpodar', email: 'awa@baobab.example', number: '90112233' },
  { userName: 'Mariam Ouédraogo', email: 'mariam@baobab.example', number: '70112233' },
  { userName: 'Aminata Diallo', email: 'aminata@baobab.example', number: '771122334' },
  { userName: 'Adjoa Houngbédji', email: 'adjoa@baobab.example', number: '0197112233' },
  { userName: 'Rokia Traoré', email: 'rokia@baobab.example', number: '76112233' },
  { userName: 'Estelle Ngo Mbarga', email: 'estelle@baobab.example', number: '699112233' },
  { userName: 'Fanta Coulibaly', email: 'fanta@baobab.example', number: '0701122334' },
  { userName: 'Yao Kouassi', email: 'yao@baobab.example', number: '0501122334' },
  { userName: 'Salimata Sawadogo', email: 'salimata@baobab.example', number: '71112233' },
];

/** Demo numbers are typed as locals would, and stored as every account is: in E.164. */
function demoPhone(localNumber: string, country: string): string {
  const e164 = toE164(localNumber, country);
  if (!e164) throw new Error(`Numéro de démonstration invalide : ${localNumber} (${country})`);
  return e164;
}

function sellerAccounts(): DemoAccount[] {
  return demoBoutiques.map((boutique, index) => {
    const seller = SELLERS[index];
    if (!seller)
      throw new Error('Catalogue de démonstration : plus de boutiques que de vendeurs prévus.');
    return {
      userName: seller.userName,
      email: seller.email,
      telephone: demoPhone(seller.number, boutique.pays),
      pays: boutique.pays,
      ville: boutique.ville,
      typeCompte: 'VENDEUR',
      boutiqueKey: boutique.key,
      featured: index < 2,
    };
  });
}

export const demoAccounts: DemoAccount[] = [
  {
    userName: 'Équipe Baobab',
    email: 'admin@baobab.example',
    telephone: null,
    pays: null,
    ville: null,
    typeCompte: 'ADMIN',
    featured: true,
  },
  ...sellerAccounts(),
  {
    userName: 'Kofi Agbeko',
    email: 'kofi@baobab.example',
    telephone: '+22891234567',
    pays: 'Togo',
    ville: 'Lomé',
    typeCompte: 'ACHETEUR',
    featured: true,
  },
  {
    userName: 'Fatou Ndiaye',
    email: 'fatou@baobab.example',
    telephone: '+33612345678',
    pays: 'France',
    ville: 'Paris',
    typeCompte: 'ACHETEUR',
    featured: true,
  },
];
