import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AccountSession } from '#common/account-security.ts';
import { formatOrderDateTime } from '../orders/order-format.ts';
import { useActionFetcher } from '../use-action-fetcher.ts';
import type { accountSecurityOperations } from '#modules/account-security/account-security.operations.ts';

// The account's open sessions (this device first marked), each with 'Déconnecter', and
// 'Déconnecter les autres'. One fetcher for the list: a row leaves with its own answer.

type EndSession = typeof accountSecurityOperations.endSession;
type EndOtherSessions = typeof accountSecurityOperations.endOtherSessions;

export function SessionsSection({ sessions }: { sessions: AccountSession[] }) {
  const actions = useActionFetcher('Session non déconnectée');
  const others = sessions.filter((session) => !session.current).length;
  return (
    <Stack gap="xs" component="section" aria-labelledby="titre-sessions">
      <Title order={3} fz={16} id="titre-sessions">
        Sessions actives
      </Title>
      <Text c="dimmed" fz="sm">
        Les appareils connectés à votre compte. Déconnectez ceux que vous ne reconnaissez pas, puis
        changez votre mot de passe.
      </Text>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {sessions.map((session) => (
          <Paper
            key={session.id}
            component="li"
            withBorder
            p="sm"
            radius="md"
            data-testid="account-session"
          >
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                    {session.device}
                  </Text>
                  {session.current && (
                    <Badge color="green" variant="light">
                      Cette session
                    </Badge>
                  )}
                </Group>
                <Text fz="sm" c="dimmed">
                  Lieu : {session.place} · Dernière activité :{' '}
                  {formatOrderDateTime(session.lastSeenAt)}
                </Text>
              </Stack>
              {!session.current && (
                <Button
                  variant="default"
                  size="xs"
                  loading={actions.isPerformingOn({ sessionId: session.id })}
                  aria-label={`Déconnecter ${session.device}`}
                  onClick={() =>
                    void actions.perform<EndSession>('deconnecter-session', {
                      params: { sessionId: session.id },
                    })
                  }
                >
                  Déconnecter
                </Button>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
      {others > 0 && (
        <Group>
          <Button
            variant="default"
            loading={actions.isSending('intent', 'deconnecter-les-autres')}
            onClick={() => void actions.perform<EndOtherSessions>('deconnecter-les-autres', {})}
          >
            Déconnecter les autres
          </Button>
        </Group>
      )}
    </Stack>
  );
}
