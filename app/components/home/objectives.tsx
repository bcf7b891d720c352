import { IconCoins, IconLeaf, IconRoute, IconTruckDelivery } from '@tabler/icons-react';
import { countryName, DELIVERY_COUNTRIES } from '#common/delivery-countries.ts';
import sections from './home-section.module.css';
import classes from './objectives.module.css';

// The countries we deliver, named from the list the forms offer: the promise stays true.
const AFRICAN_COUNTRIES = DELIVERY_COUNTRIES.filter(
  (country) => country !== 'France' && country !== 'Canada',
).map(countryName);

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
    title: 'Livrer en Afrique de l’Ouest et du Centre, en France et au Canada',
    text: `${AFRICAN_COUNTRIES.join(', ')}, puis la France et le Canada pour la diaspora : nous rapprochons les producteurs de leurs clients dans ces ${DELIVERY_COUNTRIES.length} pays.`,
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
