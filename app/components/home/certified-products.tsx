import { Container, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCertificate, IconHeartHandshake, IconShieldCheck } from '@tabler/icons-react';

const CONTROLS = [
  {
    icon: IconCertificate,
    title: 'Agriculture biologique',
    text: "Un produit n'est présenté comme bio que si son producteur détient une certification en cours de validité, délivrée par un organisme indépendant.",
  },
  {
    icon: IconHeartHandshake,
    title: 'Commerce équitable',
    text: "Les boutiques fixent elles-mêmes leurs prix et achètent leurs matières premières à un prix juste, convenu à l'avance avec les cueilleuses et les cultivateurs.",
  },
  {
    icon: IconShieldCheck,
    title: 'Contrôle qualité',
    text: "Avant d'ouvrir, chaque boutique présente ses produits à notre équipe : origine des matières, hygiène de fabrication, étiquetage et dates de consommation.",
  },
];

/** How the products on sale are certified and checked. */
export function CertifiedProducts() {
  return (
    <section
      aria-labelledby="produits-certifies-titre"
      style={{ background: 'var(--mantine-color-dark-8)' }}
    >
      <Container size="xl" py={{ base: 'xl', md: 48 }}>
        <Title order={2} id="produits-certifies-titre" fz={{ base: 24, sm: 30 }}>
          Des produits certifiés et contrôlés
        </Title>
        <Text c="dark.1" mt="xs" mb="lg" maw={720}>
          Naturel ne veut pas dire sans exigence : voici ce que nous vérifions avant qu'un produit
          soit mis en vente.
        </Text>
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 3 }}
          spacing="lg"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {CONTROLS.map(({ icon: Icon, title, text }) => (
            <Paper component="li" key={title} p="lg" radius="md" withBorder bg="dark.7">
              <ThemeIcon size={44} radius="md" color="feuille" variant="light" aria-hidden="true">
                <Icon size={24} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} fz="lg" mt="sm" mb={6}>
                {title}
              </Title>
              <Text c="dark.1" lh={1.55}>
                {text}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
