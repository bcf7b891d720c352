import { IconCoins, IconLeaf, IconRoute, IconTruckDelivery } from '@tabler/icons-react';
import sections from './home-section.module.css';
import classes from './objectives.module.css';

const OBJECTIVES = [
  {
    icon: IconCoins,
    title: 'Un revenu juste pour les producteurs',
    text: 'Chaque boutique fixe ses prix et vend en direct : la valeur reste à celles et ceux qui récoltent et transforment.',
  },
  {
    icon: IconLeaf,
    title: 'Une qualité naturelle',
    text: 'Des produits bruts ou peu transformés, sans additifs inutiles, préparés selon des savoir-faire éprouvés.',
  },
  {
    icon: IconRoute,
    title: 'Une traçabilité claire',
    text: 'Chaque fiche produit indique la boutique qui le vend et, quand il est connu, son producteur et son pays d’origine.',
  },
  {
    icon: IconTruckDelivery,
    title: 'Livrer toute l’Afrique et la diaspora',
    text: 'De Lomé à Dakar, de Douala à Paris ou Montréal : nous rapprochons les producteurs de leurs clients, où qu’ils vivent.',
  },
];

/** What the marketplace sets out to do, in four points. */
export function Objectives() {
  return (
    <section aria-labelledby="objectifs-titre" className={sections.section}>
      <h2 id="objectifs-titre" className={sections.heading}>
        Nos objectifs
      </h2>
      <ul className={classes.list}>
        {OBJECTIVES.map(({ icon: Icon, title, text }) => (
          <li key={title} className={classes.objective}>
            <span className={`${sections.icon} ${classes.icon}`} aria-hidden="true">
              <Icon size={26} stroke={1.6} />
            </span>
            <h3 className={sections.itemTitle}>{title}</h3>
            <p className={sections.itemText}>{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
