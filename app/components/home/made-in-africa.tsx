import { Button } from '@mantine/core';
import { IconBuildingStore, IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import sections from './home-section.module.css';
import classes from './made-in-africa.module.css';

const REASONS = [
  'Des savoir-faire transmis de génération en génération, du karité battu au savon noir',
  'Des matières premières locales, récoltées et transformées sur place',
  'Des revenus et des emplois qui restent dans les villages et les quartiers',
];

/** Editorial section: why natural and handmade African goods deserve a wider market. */
export function MadeInAfrica() {
  return (
    <section
      aria-labelledby="fait-main-titre"
      className={`${sections.section} ${classes.madeInAfrica}`}
    >
      <h2 id="fait-main-titre" className={`${sections.heading} ${classes.title}`}>
        Valoriser le naturel et le fait-main africains
      </h2>
      <p className={classes.text}>
        Les produits naturels et artisanaux d’Afrique sont recherchés partout dans le monde, mais
        ceux qui les fabriquent en tirent souvent peu. Une place de marché en ligne, pensée pour le
        téléphone et payée en FCFA, leur ouvre de nouveaux clients sans intermédiaire.
      </p>
      <ul className={classes.reasons}>
        {REASONS.map((reason) => (
          <li key={reason} className={classes.reason}>
            <span className={classes.mark} aria-hidden="true">
              <span className={classes.check}>
                <IconCheck size={16} />
              </span>
            </span>
            {reason}
          </li>
        ))}
      </ul>
      <div className={classes.producer}>
        <p>Vous êtes producteur ?</p>
        <Button
          component={Link}
          to="/inscription"
          size="md"
          color="ocre.5"
          autoContrast
          leftSection={<IconBuildingStore size={20} aria-hidden="true" />}
        >
          Ouvrez votre boutique
        </Button>
      </div>
    </section>
  );
}
