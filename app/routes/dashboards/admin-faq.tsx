import { Box, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { appContext } from '#app-context';
import { AUDIENCE_LABELS, HELP_AUDIENCES } from '#common/help-centre.ts';
import { FaqEditor } from '../../features/help-centre/faq-editor.tsx';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { dashboardOperationAction } from '../../features/operation-action.server.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import { useFormsSending } from '../../features/use-action-fetcher.ts';
import type { Route } from './+types/admin-faq';

// The back-office's 'FAQ' (issue 19): the questions of the buyers' and the sellers' help
// centres, in their order; the team adds, edits, reorders and deletes them.

export const meta = orderScreenMeta('FAQ');

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireDashboardAccount(context, request);
  const { helpCentre } = context.get(appContext).services;
  const [buyers, sellers] = await Promise.all([
    helpCentre.faq('ACHETEUR'),
    helpCentre.faq('VENDEUR'),
  ]);
  return { ACHETEUR: buyers, VENDEUR: sellers };
}

export const action = (args: Route.ActionArgs) =>
  dashboardOperationAction(args, ({ helpCentre }) => [
    helpCentre.createFaq,
    helpCentre.updateFaq,
    helpCentre.removeFaq,
  ]);

export default function AdminFaq({ loaderData }: Route.ComponentProps) {
  // A new key once a question is added: the form starts empty again.
  const [added, setAdded] = useState(0);
  const sending = useFormsSending('Enregistrement impossible', () =>
    setAdded((count) => count + 1),
  );
  return (
    <Box component="main">
      <Title order={1} fz={26} mb={4}>
        FAQ
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        Les questions fréquentes des centres d’aide des acheteurs et des vendeurs, dans l’ordre de
        leur position.
      </Text>
      <Title order={2} fz={20} mb="xs">
        Nouvelle question
      </Title>
      <FaqEditor key={added} sending={sending} />
      {HELP_AUDIENCES.map((audience) => (
        <Box component="section" key={audience} mt="lg" aria-labelledby={`faq-${audience}`}>
          <Title order={2} fz={20} mb="xs" id={`faq-${audience}`}>
            {AUDIENCE_LABELS[audience]} ({loaderData[audience].length})
          </Title>
          <Stack gap="sm">
            {loaderData[audience].map((entry) => (
              <FaqEditor key={`${entry.id}-${entry.audience}`} entry={entry} sending={sending} />
            ))}
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
