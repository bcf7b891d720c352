import { Button, Container, Group, Text, Title } from '@mantine/core';
import { IconArrowRight, IconEgg } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * This season's promotion: the one place to edit when the season changes. It only puts
 * products forward: prices come from the boutiques, so announce a discount here only once
 * the boutiques' prices carry it.
 */
export const SEASONAL_PROMOTION = {
  label: 'Pâques 2027',
  title: 'Promotion de Pâques : offrez le meilleur du karité',
  message:
    "Jusqu'au lundi de Pâques, le 29 mars 2027, nos coopératives mettent à l'honneur leurs " +
    'soins au karité, savons noirs et huiles précieuses : des cadeaux naturels, préparés à la ' +
    "main, à offrir ou à s'offrir.",
  link: { to: '/products', label: 'Voir les produits' },
} as const;

/** Intro block of the home page: the seasonal promotion. */
export function SeasonalPromo() {
  return (
    <section
      aria-labelledby="promotion-titre"
      style={{
        background:
          'linear-gradient(135deg, var(--mantine-color-ocre-9) 0%, var(--mantine-color-dark-6) 75%)',
      }}
    >
      <Container size="xl" py={{ base: 'xl', md: 40 }}>
        <Group gap="xs" mb="xs" c="ocre.0">
          <IconEgg size={20} aria-hidden="true" />
          <Text fw={700} fz="sm" tt="uppercase" style={{ letterSpacing: '0.05em' }}>
            {SEASONAL_PROMOTION.label}
          </Text>
        </Group>
        <Title order={2} id="promotion-titre" fz={{ base: 24, sm: 30 }} c="white" maw={760}>
          {SEASONAL_PROMOTION.title}
        </Title>
        <Text mt="sm" mb="lg" c="white" fz={{ base: 'md', sm: 'lg' }} maw={760}>
          {SEASONAL_PROMOTION.message}
        </Text>
        <Button
          component={Link}
          to={SEASONAL_PROMOTION.link.to}
          variant="white"
          color="dark.9"
          rightSection={<IconArrowRight size={18} aria-hidden="true" />}
        >
          {SEASONAL_PROMOTION.link.label}
        </Button>
      </Container>
    </section>
  );
}
