import { Button, Container, Group, List, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

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
      style={{
        background:
          'linear-gradient(160deg, var(--mantine-color-feuille-9) 0%, var(--mantine-color-dark-7) 80%)',
      }}
    >
      <Container size="xl" py={{ base: 'xl', md: 56 }}>
        <Title order={2} id="fait-main-titre" fz={{ base: 24, sm: 30 }} c="white" maw={760}>
          Valoriser le naturel et le fait-main africains
        </Title>
        <Text c="white" mt="sm" fz={{ base: 'md', sm: 'lg' }} maw={760}>
          Les produits naturels et artisanaux d&apos;Afrique sont recherchés partout dans le monde,
          mais ceux qui les fabriquent en tirent souvent peu. Une place de marché en ligne, pensée
          pour le téléphone et payée en FCFA, leur ouvre de nouveaux clients sans intermédiaire.
        </Text>
        <List
          mt="lg"
          spacing="sm"
          c="white"
          maw={760}
          icon={
            <ThemeIcon size={24} radius="xl" color="feuille.4" autoContrast aria-hidden="true">
              <IconCheck size={16} />
            </ThemeIcon>
          }
        >
          {REASONS.map((reason) => (
            <List.Item key={reason}>{reason}</List.Item>
          ))}
        </List>
        <Group mt="xl" gap="sm">
          <Text c="white" fw={700} fz="lg">
            Vous êtes producteur ?
          </Text>
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
        </Group>
      </Container>
    </section>
  );
}
