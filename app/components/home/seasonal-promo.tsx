import { Button } from '@mantine/core';
import { IconArrowRight, IconEgg } from '@tabler/icons-react';
import { Link } from 'react-router';
import sections from './home-section.module.css';
import classes from './seasonal-promo.module.css';

/**
 * This season's promotion: the one place to edit when the season changes. It only puts
 * products forward: prices come from the boutiques, so announce a discount here only once
 * the boutiques' prices carry it.
 */
export const SEASONAL_PROMOTION = {
  label: 'Pâques 2027',
  title: 'Promotion de Pâques : offrez le meilleur du karité',
  message:
    'Jusqu’au lundi de Pâques, le 29 mars 2027, nos coopératives mettent à l’honneur leurs ' +
    'soins au karité, savons noirs et huiles précieuses : des cadeaux naturels, préparés à la ' +
    'main, à offrir ou à s’offrir.',
  link: { to: '/products', label: 'Voir les produits' },
} as const;

/** Intro block of the home page: the seasonal promotion. */
export function SeasonalPromo() {
  return (
    <section aria-labelledby="promotion-titre" className={`${sections.section} ${classes.promo}`}>
      <p className={classes.label}>
        <IconEgg size={20} aria-hidden="true" />
        {SEASONAL_PROMOTION.label}
      </p>
      <h2 id="promotion-titre" className={`${sections.heading} ${classes.title}`}>
        {SEASONAL_PROMOTION.title}
      </h2>
      <p className={classes.message}>{SEASONAL_PROMOTION.message}</p>
      <Button
        component={Link}
        to={SEASONAL_PROMOTION.link.to}
        variant="white"
        color="dark.9"
        rightSection={<IconArrowRight size={18} aria-hidden="true" />}
      >
        {SEASONAL_PROMOTION.link.label}
      </Button>
    </section>
  );
}
