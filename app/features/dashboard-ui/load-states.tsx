import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';

// The dashboard screens' waiting and failed states, so every screen shows them alike.

/** A spinner while a screen's data comes, named for screen readers by `label`. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <Center py="xl" aria-busy="true">
      <Loader aria-label={label} />
    </Center>
  );
}

interface RetryAlertProps {
  title: string;
  /** The server's French error. */
  message: string;
  onRetry: () => void;
}

/** What could not be loaded, why, and 'Réessayer'. */
export function RetryAlert({ title, message, onRetry }: RetryAlertProps) {
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{message}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          Réessayer
        </Button>
      </Stack>
    </Alert>
  );
}
