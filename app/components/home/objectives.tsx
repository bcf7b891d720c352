import { Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCoins, IconLeaf, IconRoute, IconTruckDelivery } from '@tabler/icons-react';

const OBJECTIVES = [
  {
    icon: IconCoins,
    title: 'Un revenu juste pour les producteurs',
    text: 'Chaque boutique fixe ses prix et vend en direct : la valeur reste à celles et ceux qui récoltent et transforment.',
  },
  {
    icon: IconLeaf,
    title: 'Une qualité naturelle',
    text: 'Des produits bruts ou peu transformés, sans additifs inutiles, préparés selon des savoir-faire éprouvés.',
  },
  {
    icon: IconRoute,
    title: 'Une traçabilité claire',
    text: "Chaque fiche produit indique la boutique qui le vend et, quand il est connu, son producteur et son pays d'origine.",
  },
  {
    icon: IconTruckDelivery,
    title: "Livrer toute l'Afrique et la diaspora",
    text: "De Lomé à Dakar, de Douala à Paris ou Montréal : nous rapprochons les producteurs de leurs clients, où qu'ils vivent.",
  },
];

/** What the marketplace sets out to do, in four points. */
export function Objectives() {
  return (
    <section aria-labelledby="objectifs-titre">
      <Container size="xl" py={{ base: 'xl', md: 48 }}>
        <Title order={2} id="objectifs-titre" fz={{ base: 24, sm: 30 }} mb="lg">
          Nos objectifs
        </Title>
        <SimpleGrid
          component="ul"
          cols={{ base: 1, xs: 2, md: 4 }}
          spacing={{ base: 'lg', md: 'xl' }}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {OBJECTIVES.map(({ icon: Icon, title, text }) => (
            <Stack component="li" key={title} gap="xs">
              <ThemeIcon size={48} radius="xl" variant="light" color="ocre" aria-hidden="true">
                <Icon size={26} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} fz="lg">
                {title}
              </Title>
              <Text c="dark.1" lh={1.55}>
                {text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
