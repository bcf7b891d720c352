// WhatsApp's own "click to chat" links (wa.me): the visitor's WhatsApp opens with the text
// written, and she sends it herself. Nothing goes through us, no script of theirs is loaded.

const WA_ME = 'https://wa.me/';

/** Opens WhatsApp on the contact picker, the text then the page's address ready to share. */
export function whatsAppShareHref(text: string, pageUrl: string): string {
  return `${WA_ME}?text=${encodeURIComponent(`${text} ${pageUrl}`)}`;
}

/**
 * Opens a conversation with the number (E.164, as every phone is stored: common/phone.ts),
 * the first message written. wa.me wants the number's digits alone, country code first.
 */
export function whatsAppChatHref(e164: string, text: string): string {
  return `${WA_ME}${e164.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
