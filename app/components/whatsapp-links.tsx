import { Anchor, Button } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { whatsAppChatHref, whatsAppShareHref } from '#common/whatsapp.ts';

// Plain links to WhatsApp (common/whatsapp.ts): they work before the page is interactive, and on
// a phone they open the app itself.

const icon = <IconBrandWhatsapp size={18} aria-hidden="true" />;

/** 'Partager sur WhatsApp': a line saying what the page is, then its public address. */
export function WhatsAppShareButton({ text, url }: { text: string; url: string }) {
  return (
    <Button
      component="a"
      href={whatsAppShareHref(text, url)}
      variant="default"
      size="sm"
      leftSection={icon}
    >
      Partager sur WhatsApp
    </Button>
  );
}

/** 'Écrire à la boutique sur WhatsApp', to the phone its seller chose to show. */
export function WhatsAppChatLink({ phone, text }: { phone: string; text: string }) {
  return (
    <Anchor
      href={whatsAppChatHref(phone, text)}
      fz="sm"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      {icon}
      Écrire à la boutique sur WhatsApp
    </Anchor>
  );
}
