import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { appContext } from '#app-context';
import { searchParam } from '#common/list-pages.ts';
import { FaqList } from '../features/help-centre/faq-list.tsx';
import { GuideLinks } from '../features/help-centre/guide-links.tsx';
import { pageMeta } from '../features/page-meta.ts';
import type { Route } from './+types/aide';

// « Aide » for everyone (the phone menu's): the buyers' FAQ and guides, and where to go next.
// Signed-in buyers and sellers also have their help centre, with tickets, in their dashboard.

export function meta({ matches }: Route.MetaArgs) {
  const brandName = matches[0].loaderData.brandName;
  return pageMeta({
    title: `Aide — ${brandName}`,
    description:
      'Questions fréquentes sur les commandes, la livraison et le paiement, et nos guides.',
    brandName,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = searchParam(new URL(request.url).searchParams);
  const faq = await context.get(appContext).services.helpCentre.faq('ACHETEUR', search);
  return { search, faq };
}

export default function Aide({ loaderData }: Route.ComponentProps) {
  const { search, faq } = loaderData;
  return (
    <Container size="md" py="lg" component="main">
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Aide
        </Title>
        <Group gap="md">
          <Anchor component={Link} to="/suivre-ma-commande" fw={700}>
            Suivre ma commande
          </Anchor>
          <Anchor component={Link} to="/contact" fw={700}>
            Nous écrire
          </Anchor>
        </Group>
        <Stack gap="sm" component="section" aria-labelledby="aide-faq">
          <Title order={2} fz="lg" id="aide-faq">
            Questions fréquentes
          </Title>
          <FaqList entries={faq} search={search} />
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="aide-guides">
          <Title order={2} fz="lg" id="aide-guides">
            Guides
          </Title>
          <GuideLinks audience="ACHETEUR" />
        </Stack>
        <Text fz="sm" c="dimmed">
          Avec un compte, posez votre question depuis votre espace : la réponse y arrive.
        </Text>
      </Stack>
    </Container>
  );
}
