import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { createElement as h, type CSSProperties, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { contactPageUrl } from '#common/contact.ts';
import { inertAddresses, inertAddressesBut } from './inert-addresses.ts';
import type { OutgoingMail } from './mailer.ts';

// The one layout of every e-mail (decision 037): a mail is written as its plain-text lines, as
// before, where a line may also be a part (a button, a table, a heading) that has its own lines
// in the text and its own element in the HTML. The text is those lines joined; the HTML is the
// brand's frame around the same lines: consecutive lines make a paragraph, an empty line ends
// it. React Email's components give markup that mail clients agree on; React escapes every
// value. No web address but the site's and the team's own is a link, nor can a mail client
// make one of it (inert-addresses.ts): the text of a mail holds what people typed. Written
// with createElement: Node's type stripping runs core/ and knows no JSX.

export interface MailBrand {
  brandName: string;
  /** The site's address: the header's link and the footer's contact page. */
  publicUrl: string;
  /** Other web addresses of the team's own (its WhatsApp, from the configuration), linked. */
  ownAddresses?: readonly string[];
}

/** Part of a mail with an HTML of its own: its lines in the plain text, its element in the HTML. */
export interface MailPart {
  text: string[];
  html: ReactNode;
}

export type MailLine = string | MailPart;

// The site's warm palette (app/theme.ts): shea cream and bark, ochre for the action, wood for
// the bar. Dark-mode clients that honour `prefers-color-scheme` get the dark theme's tones.
const COLORS = {
  page: '#fbf6ee',
  card: '#ffffff',
  text: '#211c17',
  dimmed: '#5c5246',
  rule: '#e0d9cc',
  link: '#9c5b00',
  bar: '#1a1612',
  brand: '#efb963',
  button: '#e6961b',
} as const;

// No space before `!important`: the source's typography check would bind it to the colour.
const DARK_MODE_CSS = `
@media (prefers-color-scheme: dark) {
  .bb-page, .bb-page > table > tbody > tr > td { background-color: #120f0c!important; }
  .bb-card { background-color: #211c17!important; }
  .bb-text { color: #e0d9cc!important; }
  .bb-dimmed { color: #bfb5a4!important; }
  .bb-link { color: #efb963!important; }
  .bb-rule { border-color: #4d453a!important; }
}`;

const FONT =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif';

const textStyle: CSSProperties = {
  color: COLORS.text,
  fontSize: '16px',
  lineHeight: '24px',
  margin: '0 0 16px',
};
const linkStyle: CSSProperties = { color: COLORS.link, textDecorationLine: 'underline' };
const cellStyle: CSSProperties = {
  borderBottom: `1px solid ${COLORS.rule}`,
  color: COLORS.text,
  fontSize: '14px',
  lineHeight: '20px',
  padding: '8px 4px',
  verticalAlign: 'top',
};
/** Amounts and quantities never wrap: a 360-px screen narrows the name column instead. */
const numberCellStyle: CSSProperties = {
  ...cellStyle,
  textAlign: 'right',
  whiteSpace: 'nowrap',
};

// What a line's links are: a web address (it ends before a closing bracket, a space, or the
// punctuation of its sentence), which by then can only be the site's own or the team's, an
// e-mail address, or a phone number written the international way (+228 90 11 22 33), which a
// buyer reading on her phone can tap to call. A web address is tried first, so that one holding
// an @ stays whole.
const LINK_PATTERN =
  /(https?:\/\/[^\s)]*[^\s).,;:!?]|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+\d{1,3}(?:[ .]?\d{2,4}){2,6})/;
/** E.164: at most 15 digits; fewer than 8 is an amount or a reference, not a phone. */
const PHONE_DIGITS = { min: 8, max: 15 };

function linkTarget(text: string): string | null {
  if (/^https?:/.test(text)) return text;
  if (text.includes('@')) return `mailto:${text}`;
  const digits = text.replace(/\D/g, '');
  return digits.length >= PHONE_DIGITS.min && digits.length <= PHONE_DIGITS.max
    ? `tel:+${digits}`
    : null;
}

/** A line's addresses and phone numbers as links, the rest as text. */
function linked(line: string): ReactNode[] {
  return line.split(LINK_PATTERN).map((piece, index) => {
    const href = index % 2 === 1 ? linkTarget(piece) : null;
    return href
      ? h(Link, { key: index, href, style: linkStyle, className: 'bb-link' }, piece)
      : piece;
  });
}

function paragraph(lines: string[], key: number): ReactNode {
  const children = lines.flatMap((line, index) => [
    ...(index > 0 ? [h('br', { key: `br${index}` })] : []),
    ...linked(line.trim()),
  ]);
  return h(Text, { key, style: textStyle, className: 'bb-text' }, ...children);
}

/** The lines as HTML: paragraphs of consecutive lines, the parts' own elements between them. */
function blocks(lines: MailLine[]): ReactNode[] {
  const nodes: ReactNode[] = [];
  let pending: string[] = [];
  const close = () => {
    if (pending.length > 0) nodes.push(paragraph(pending, nodes.length));
    pending = [];
  };
  for (const line of lines) {
    if (typeof line !== 'string') {
      close();
      nodes.push(h('div', { key: nodes.length }, line.html));
    } else if (line.trim() === '') {
      close();
    } else {
      pending.push(...line.split('\n'));
    }
  }
  close();
  return nodes;
}

/** What a mail app shows beside the subject: the first paragraph after the greeting. */
function previewOf(lines: MailLine[]): string {
  const blank = lines.findIndex((line) => line === '');
  const next = lines.slice(blank + 1).find((line) => typeof line === 'string' && line !== '');
  return typeof next === 'string' ? next : '';
}

function layout(subject: string, lines: MailLine[], { brandName, publicUrl }: MailBrand) {
  return h(
    Html,
    { lang: 'fr', dir: 'ltr' },
    h(
      Head,
      null,
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('meta', { name: 'color-scheme', content: 'light dark' }),
      h('meta', { name: 'supported-color-schemes', content: 'light dark' }),
      h('title', null, subject),
      h('style', null, DARK_MODE_CSS),
    ),
    h(Preview, null, previewOf(lines)),
    h(
      Body,
      {
        className: 'bb-page',
        style: { backgroundColor: COLORS.page, fontFamily: FONT, margin: 0, padding: '16px 8px' },
      },
      h(
        Container,
        { style: { maxWidth: '600px', width: '100%' } },
        h(
          Section,
          {
            style: {
              backgroundColor: COLORS.bar,
              borderRadius: '8px 8px 0 0',
              padding: '16px 24px',
            },
          },
          h(
            Link,
            {
              href: publicUrl,
              style: { color: COLORS.brand, fontSize: '22px', fontWeight: 700, lineHeight: '28px' },
            },
            brandName,
          ),
        ),
        h(
          Section,
          {
            className: 'bb-card',
            style: {
              backgroundColor: COLORS.card,
              borderRadius: '0 0 8px 8px',
              padding: '24px 16px 8px',
            },
          },
          ...blocks(lines),
        ),
        h(
          Section,
          { style: { padding: '16px' } },
          h(
            Text,
            {
              className: 'bb-dimmed',
              style: { color: COLORS.dimmed, fontSize: '13px', lineHeight: '20px', margin: 0 },
            },
            `${brandName} — une question ? `,
            h(
              Link,
              { href: contactPageUrl(publicUrl), style: linkStyle, className: 'bb-link' },
              'Écrivez-nous',
            ),
          ),
        ),
      ),
    ),
  );
}

// The XHTML doctype React Email's own renderer writes: the one mail clients expect.
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * A mail with its two parts from one list of lines: the plain text exactly as the lines say,
 * and the HTML in the brand's layout. Rendered at once, synchronously (no Suspense in a mail):
 * the builders stay plain functions called inside their change's transaction.
 */
export function composeMail(
  envelope: Omit<OutgoingMail, 'text' | 'html'>,
  lines: MailLine[],
  brand: MailBrand,
): OutgoingMail {
  const siteOrigin = new URL(brand.publicUrl).origin;
  const inert = (text: string) => inertAddressesBut(text, siteOrigin, brand.ownAddresses);
  const safeLines = lines.map((line) =>
    typeof line === 'string' ? inert(line) : { ...line, text: line.text.map(inert) },
  );
  const subject = inert(envelope.subject);
  return {
    ...envelope,
    subject,
    text: safeLines.flatMap((line) => (typeof line === 'string' ? [line] : line.text)).join('\n'),
    html: DOCTYPE + renderToStaticMarkup(layout(subject, safeLines, brand)),
  };
}

/** The mail's main link as a button; in the text, the line that holds the address. */
export function mailButton(label: string, href: string, text: string[]): MailPart {
  return {
    text,
    html: h(
      Section,
      { style: { margin: '8px 0 24px' } },
      h(
        Button,
        {
          href,
          style: {
            backgroundColor: COLORS.button,
            borderRadius: '6px',
            color: COLORS.text,
            fontSize: '16px',
            fontWeight: 700,
            lineHeight: '24px',
            padding: '12px 20px',
          },
        },
        label,
      ),
    ),
  };
}

/** A title within the mail (each parcel of an order), a plain line in the text. */
export function mailHeading(line: string): MailPart {
  return {
    text: [line],
    html: h(
      Heading,
      {
        as: 'h2',
        className: 'bb-text',
        style: { color: COLORS.text, fontSize: '18px', lineHeight: '24px', margin: '8px 0 12px' },
      },
      inertAddresses(line),
    ),
  };
}

export interface MailTable {
  /** The columns' titles; every column after the first holds numbers, right-aligned. */
  columns: string[];
  rows: (string | number)[][];
  /** Lines under the rows (delivery fee, total…), each a label and its amount. */
  totals: { label: string; value: string; strong?: boolean }[];
}

/** A table of figures (an order's lines); in the text, the lines given. */
export function mailTable({ columns, rows, totals }: MailTable, text: string[]): MailPart {
  const header = h(
    'tr',
    null,
    ...columns.map((title, index) =>
      h(
        'th',
        {
          key: index,
          className: 'bb-dimmed bb-rule',
          style: {
            ...(index === 0 ? cellStyle : numberCellStyle),
            color: COLORS.dimmed,
            fontSize: '13px',
            fontWeight: 600,
            textAlign: index === 0 ? 'left' : 'right',
          },
        },
        title,
      ),
    ),
  );
  const body = rows.map((row, rowIndex) =>
    h(
      'tr',
      { key: rowIndex },
      ...row.map((value, index) =>
        h(
          'td',
          {
            key: index,
            className: 'bb-text bb-rule',
            style: index === 0 ? cellStyle : numberCellStyle,
          },
          typeof value === 'string' ? inertAddresses(value) : value,
        ),
      ),
    ),
  );
  const footer = totals.map(({ label, value, strong }, index) => {
    const weight: CSSProperties = strong ? { fontWeight: 700 } : {};
    return h(
      'tr',
      { key: `total${index}` },
      h(
        'td',
        {
          colSpan: columns.length - 1,
          className: 'bb-text bb-rule',
          style: { ...cellStyle, ...weight, textAlign: 'right' },
        },
        label,
      ),
      h('td', { className: 'bb-text bb-rule', style: { ...numberCellStyle, ...weight } }, value),
    );
  });
  return {
    text,
    html: h(
      'table',
      {
        width: '100%',
        cellPadding: 0,
        cellSpacing: 0,
        style: { borderCollapse: 'collapse', margin: '0 0 16px', width: '100%' },
      },
      h('thead', null, header),
      h('tbody', null, ...body, ...footer),
    ),
  };
}
