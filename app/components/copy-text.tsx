import { Button, CopyButton, Group, Text } from '@mantine/core';

/**
 * Something the person must keep (a tracking number, a link), shown whole, selectable, with a
 * button that copies it. Without clipboard access (an insecure page), selecting it still works.
 */
export function CopyText({ value, label }: { value: string; label: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Text
        component="span"
        fz="sm"
        ff="monospace"
        style={{ overflowWrap: 'anywhere', userSelect: 'all' }}
        data-testid="copy-text-value"
      >
        {value}
      </Text>
      <CopyButton value={value} timeout={3000}>
        {({ copied, copy }) => (
          <Button
            size="compact-sm"
            variant="light"
            color={copied ? 'teal' : undefined}
            onClick={copy}
            aria-label={copied ? `${label} copié` : `Copier ${label}`}
          >
            {copied ? 'Copié' : 'Copier'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
