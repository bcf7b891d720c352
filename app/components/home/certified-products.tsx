import { IconCertificate, IconHeartHandshake, IconShieldCheck } from '@tabler/icons-react';
import sections from './home-section.module.css';
import classes from './certified-products.module.css';

const CONTROLS = [
  {
    icon: IconCertificate,
    title: 'Agriculture biologique',
    text: 'Un produit n’est présenté comme bio que si son producteur détient une certification en cours de validité, délivrée par un organisme indépendant.',
  },
  {
    icon: IconHeartHandshake,
    title: 'Commerce équitable',
    text: 'Les boutiques fixent elles-mêmes leurs prix et achètent leurs matières premières à un prix juste, convenu à l’avance avec les cueilleuses et les cultivateurs.',
  },
  {
    icon: IconShieldCheck,
    title: 'Contrôle qualité',
    text: 'Avant d’ouvrir, chaque boutique présente ses produits à notre équipe : origine des matières, hygiène de fabrication, étiquetage et dates de consommation.',
  },
];

/** How the products on sale are certified and checked. */
export function CertifiedProducts() {
  return (
    <section
      aria-labelledby="produits-certifies-titre"
      className={`${sections.section} ${classes.certified}`}
    >
      <h2 id="produits-certifies-titre" className={sections.heading}>
        Ce que nous vérifions avant la mise en vente
      </h2>
      <p className={classes.intro}>
        Naturel ne veut pas dire sans exigence : voici ce que nous vérifions avant qu’un produit
        soit mis en vente.
      </p>
      <ul className={classes.list}>
        {CONTROLS.map(({ icon: Icon, title, text }) => (
          <li key={title} className={classes.control}>
            <span className={`${sections.icon} ${classes.icon}`} aria-hidden="true">
              <Icon size={24} stroke={1.6} />
            </span>
            <h3 className={`${sections.itemTitle} ${classes.title}`}>{title}</h3>
            <p className={sections.itemText}>{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
