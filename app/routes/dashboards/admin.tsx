import { Button, Container, Group, Text, Title } from '@mantine/core';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import { ForgetRefusedSession } from '../../features/session/forget-refused-session.tsx';
import { useLogout } from '../../features/session/use-logout.ts';
import { pageMeta } from '../../features/page-meta.ts';
import type { Route } from './+types/admin';

/** The guard, on the server: only this admin sees this dashboard. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireDashboardAccount(context, request);
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  const brandName = matches[0].loaderData.brandName;
  return pageMeta({
    title: `Dashboard Administrateur — ${brandName}`,
    description: `L'administration de ${brandName}.`,
    brandName,
    noindex: true,
  });
}

/** The admin dashboard (spec section 2): its header and logout; the tables come later. */
export default function Admin() {
  const logout = useLogout();
  return (
    <>
      <ForgetRefusedSession />
      <Container component="main" size="xl" py="xl" px="sm">
        <Group justify="space-between" mb="md">
          <Title order={1} fz={28}>
            Dashboard Administrateur
          </Title>
          <Button variant="default" color="red" onClick={logout}>
            Déconnexion
          </Button>
        </Group>
        <Text c="dimmed">Cet écran arrive bientôt.</Text>
      </Container>
    </>
  );
}
