import type { ReactNode } from 'react';
import sections from './home-section.module.css';
import classes from './partners.module.css';

interface Partner {
  name: string;
  role: string;
  /** A small mark drawn on a 64 × 64 grid. */
  mark: ReactNode;
}

// Fictional partners standing in until the operator names the real ones (like the placeholder
// company details in common/shop-info.ts).
const PARTNERS: readonly Partner[] = [
  {
    name: 'Union Kaniba',
    role: 'Réseau de coopératives de femmes productrices de karité',
    mark: (
      <>
        <circle cx="32" cy="32" r="30" fill="#b46c00" />
        <ellipse cx="32" cy="38" rx="14" ry="11" fill="#f5d29a" />
        <path d="M32 27c-2-9 4-15 13-16-1 9-6 15-13 16z" fill="#5aa944" />
        <circle cx="21" cy="20" r="4" fill="#fbe9cc" />
        <circle cx="43" cy="20" r="4" fill="#fbe9cc" opacity=".6" />
      </>
    ),
  },
  {
    name: 'Label Sol Vivant',
    role: 'Organisme de certification de l’agriculture biologique',
    mark: (
      <>
        <circle cx="32" cy="32" r="30" fill="#307122" />
        <circle cx="32" cy="32" r="23" fill="none" stroke="#dfeeda" strokeWidth="2.5" />
        <path d="M32 46V30" stroke="#dfeeda" strokeWidth="3" strokeLinecap="round" />
        <path
          d="M32 32c-9 0-13-6-13-12 8 0 13 5 13 12zM32 30c0-8 5-12 12-12 0 8-5 12-12 12z"
          fill="#98c989"
        />
      </>
    ),
  },
  {
    name: 'Juste Récolte',
    role: 'Association pour le commerce équitable',
    mark: (
      <>
        <rect x="2" y="2" width="60" height="60" rx="14" fill="#9c5b00" />
        <path
          d="M32 14v34M18 48h28M14 24h36"
          stroke="#fff6e6"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path d="M14 24l-7 13h14zM50 24l-7 13h14z" fill="#f5d29a" />
        <circle cx="32" cy="14" r="4" fill="#fff6e6" />
      </>
    ),
  },
  {
    name: 'Kora Fret',
    role: 'Transport et livraison en Afrique de l’Ouest et vers la diaspora',
    mark: (
      <>
        <rect x="2" y="2" width="60" height="60" rx="30" fill="#3b342b" />
        <path
          d="M10 44c10-2 14-10 22-14s14-4 22-12"
          stroke="#e6961b"
          strokeWidth="5"
          strokeLinecap="round"
          fill="none"
        />
        <path d="M46 12l10 5-7 8z" fill="#e6961b" />
        <circle cx="12" cy="44" r="5" fill="#79b966" />
      </>
    ),
  },
  {
    name: 'Djembé Pay',
    role: 'Paiement par mobile money',
    mark: (
      <>
        <circle cx="32" cy="32" r="30" fill="#ca7b00" />
        <rect x="20" y="12" width="20" height="36" rx="4" fill="#211c17" />
        <rect x="23" y="16" width="14" height="24" rx="1.5" fill="#efb963" />
        <circle cx="44" cy="42" r="9" fill="#fff6e6" stroke="#211c17" strokeWidth="2" />
        <path d="M44 36v12M41 39h6" stroke="#9c5b00" strokeWidth="2" strokeLinecap="round" />
      </>
    ),
  },
];

/** The marketplace's partners: their mark and name, and what they do for the producers. */
export function Partners() {
  return (
    <section
      aria-labelledby="partenaires-titre"
      className={`${sections.section} ${classes.partners}`}
    >
      <h2 id="partenaires-titre" className={sections.heading}>
        Nos partenaires
      </h2>
      <ul className={classes.list}>
        {PARTNERS.map((partner) => (
          <li key={partner.name} className={classes.partner}>
            <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
              {partner.mark}
            </svg>
            <p className={classes.name}>{partner.name}</p>
            <p className={classes.role}>{partner.role}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
