import { Anchor, Group } from '@mantine/core';
import { phoneContactLinks } from '#common/phone.ts';

/**
 * A buyer's number as the shop and the team need it on a phone: one tap calls, one opens
 * WhatsApp. Anything that is not a number is shown as it is.
 */
export function PhoneContact({ phone }: { phone: string }) {
  const links = phoneContactLinks(phone);
  if (!links) return <>{phone}</>;
  return (
    <Group gap="xs" wrap="wrap" component="span">
      <Anchor href={links.call}>{phone}</Anchor>
      <Anchor href={links.whatsApp} target="_blank" rel="noopener noreferrer">
        WhatsApp
      </Anchor>
    </Group>
  );
}
