import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { IconMessageCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LIVE_CHAT_STARTED, TICKET_NOT_FOUND } from '#common/support.ts';
import { FaqList } from './faq-list.tsx';
import { GuideLinks } from './guide-links.tsx';
import type { HelpCentreData } from './help-centre-data.server.ts';
import { CHAT_PARAM, TICKET_PARAM } from './help-centre-intents.ts';
import { TicketConversation } from './ticket-conversation.tsx';
import { TicketForm } from './ticket-form.tsx';
import { TicketList } from './ticket-list.tsx';

type Level = 1 | 2;

function Section({ title, level, children }: { title: string; level: Level; children: ReactNode }) {
  const id = `aide-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Title order={level === 1 ? 2 : 3} fz={18} mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * The buyer's 'Aide et support' and the seller's 'Centre d’aide et assistance' (spec section 2,
 * issue 19): FAQ with search, contact form, 'Chat en direct', tickets and guides; a ticket's
 * conversation on its own (`?ticket=`), and a new chat (`?chat`).
 */
export function HelpCentreScreen({
  data,
  title,
  level,
}: {
  data: HelpCentreData;
  title: string;
  /** The screen's heading level: 1 on its own, 2 inside the seller's 'Paramètres'. */
  level: Level;
}) {
  const heading = (
    <Title order={level} fz={level === 1 ? 26 : 20} mb="md">
      {title}
    </Title>
  );
  if (data.view === 'conversation') {
    return (
      <>
        {heading}
        {data.started && (
          <Alert color="feuille" variant="light" role="status" mb="md">
            {LIVE_CHAT_STARTED}
          </Alert>
        )}
        {data.conversation ? (
          <TicketConversation
            conversation={data.conversation}
            backTo="."
            backLabel="Centre d’aide"
            titleOrder={level === 1 ? 2 : 3}
          />
        ) : (
          <Alert color="red" variant="light" role="alert">
            {TICKET_NOT_FOUND}
          </Alert>
        )}
      </>
    );
  }
  if (data.view === 'chat') {
    return (
      <>
        {heading}
        <Anchor component={Link} to="." fz="sm" display="block" mb="md">
          ← Centre d’aide
        </Anchor>
        <Section level={level} title="Chat en direct">
          <Text fz="sm" mb="sm">
            Écrivez votre message : la conversation s’ouvre aussitôt et les réponses de l’équipe y
            apparaissent sans recharger la page. Vous la retrouvez ensuite dans vos demandes.
          </Text>
          <TicketForm chat />
        </Section>
      </>
    );
  }
  const openTicket = data.tickets.find((ticket) => ticket.status === 'En cours');
  return (
    <>
      {heading}
      <Stack gap="md">
        <Section level={level} title="Questions fréquentes">
          <FaqList entries={data.faq} search={data.search} />
        </Section>
        <Section level={level} title="Nous contacter">
          <Group justify="space-between" align="center" mb="sm" gap="xs">
            <Text fz="sm">Une question sans réponse ci-dessus ? L’équipe vous répond ici.</Text>
            <Button
              component={Link}
              to={openTicket ? `?${TICKET_PARAM}=${openTicket.id}` : `?${CHAT_PARAM}`}
              variant="light"
              leftSection={<IconMessageCircle size={18} aria-hidden="true" />}
            >
              Chat en direct
            </Button>
          </Group>
          <TicketForm />
        </Section>
        <Section level={level} title="Mes demandes">
          {data.tickets.length === 0 ? (
            <Text c="dimmed" fz="sm">
              Aucune demande pour le moment.
            </Text>
          ) : (
            <TicketList tickets={data.tickets} />
          )}
        </Section>
        <Section level={level} title="Guides">
          <GuideLinks audience={data.audience} />
        </Section>
      </Stack>
    </>
  );
}
