// Reads the messages our mailer sends, as a mail client would: plain text alone, or text and
// HTML as multipart/alternative (decision 037). nodemailer encodes any non-ASCII text
// (quoted-printable or base64, headers as RFC 2047 encoded words), so assertions on French
// text need the decoded form.

import fs from 'node:fs/promises';

export interface ReadMail {
  /** Header names in lower case, values unfolded and decoded. */
  headers: Map<string, string>;
  subject: string;
  /** The message's own type: text/plain, or multipart/alternative with an HTML part. */
  contentType: string;
  /** The decoded plain text, with \n line ends. */
  text: string;
  /** The decoded HTML part, when the message has one. */
  html?: string;
}

/** Quoted-printable (RFC 2045) to bytes. */
function quotedPrintableBytes(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index]!, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/**
 * RFC 2047 encoded words. Adjacent words are joined byte-wise before decoding: a UTF-8
 * character may be split across two of them.
 */
function decodeHeader(value: string): string {
  return value.replace(/(?:=\?[^?]+\?[QB]\?[^?]*\?=\s*)+/gi, (run) => {
    const trailing = /\s*$/.exec(run)![0];
    const chunks = [...run.matchAll(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi)].map(
      ([, , encoding, data]) =>
        encoding!.toUpperCase() === 'B'
          ? Buffer.from(data!, 'base64')
          : quotedPrintableBytes(data!.replace(/_/g, ' ')),
    );
    return Buffer.concat(chunks).toString('utf8') + trailing;
  });
}

/** A message or a MIME part: its headers and its raw body. */
function split(raw: string): { headers: Map<string, string>; body: string } {
  const separator = /\r?\n\r?\n/.exec(raw);
  const head = separator ? raw.slice(0, separator.index) : raw;
  const body = separator ? raw.slice(separator.index + separator[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers.set(
        line.slice(0, colon).trim().toLowerCase(),
        decodeHeader(line.slice(colon + 1).trim()),
      );
    }
  }
  return { headers, body };
}

/** A text part's body, decoded, with \n line ends. */
function decodedBody({ headers, body }: { headers: Map<string, string>; body: string }): string {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? quotedPrintableBytes(body)
        : Buffer.from(body, 'utf8');
  return bytes.toString('utf8').replace(/\r\n/g, '\n');
}

const typeOf = (headers: Map<string, string>) =>
  (headers.get('content-type') ?? 'text/plain').split(';')[0]!.trim().toLowerCase();

export function readMail(raw: string): ReadMail {
  const message = split(raw);
  const contentType = typeOf(message.headers);
  const read = {
    headers: message.headers,
    subject: message.headers.get('subject') ?? '',
    contentType,
  };
  if (contentType === 'text/plain') return { ...read, text: decodedBody(message) };
  if (contentType !== 'multipart/alternative') {
    throw new Error(`Message inattendu (${contentType}) : texte simple ou texte et HTML attendus.`);
  }
  const boundary = /boundary="?([^";]+)"?/i.exec(message.headers.get('content-type')!)![1]!;
  const parts = message.body
    .split(`--${boundary}`)
    .slice(1, -1)
    // The line ends around a boundary belong to it, not to the parts.
    .map((part) => split(part.replace(/^\r?\n/, '').replace(/\r?\n$/, '')));
  const partOf = (type: string) => parts.find((part) => typeOf(part.headers) === type);
  const text = partOf('text/plain');
  const html = partOf('text/html');
  if (!text) throw new Error('Message sans partie texte simple.');
  return { ...read, text: decodedBody(text), ...(html ? { html: decodedBody(html) } : {}) };
}

/** The text of markup: comments and tags dropped, React's escapes read back. */
function textOf(markup: string): string {
  return markup
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(lt|gt|quot|#x27|amp);/g, (_, name: string) =>
      name === 'lt'
        ? '<'
        : name === 'gt'
          ? '>'
          : name === 'quot'
            ? '"'
            : name === '#x27'
              ? "'"
              : '&',
    )
    .trim();
}

/** The text of each cell of an HTML mail's innermost tables (the layout's hold the content). */
export function htmlTableRows(html: string): string[][] {
  return [...html.matchAll(/<tr[^>]*>((?:(?!<tr)[\s\S])*?)<\/tr>/g)].map(([, row]) =>
    [...row!.matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map(([, cell]) => textOf(cell!)),
  );
}

/** Where the link or button of an HTML mail that reads `label` leads. */
export function htmlLinkHref(html: string, label: string): string | undefined {
  const link = [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].find(
    ([, , content]) => textOf(content!) === label,
  );
  return link?.[1]?.replaceAll('&amp;', '&');
}

/**
 * The e-mails the app has finished writing to a folder outbox (its `.eml` files, oldest name
 * first); a message being written is a `.tmp` file until it is renamed whole (core/mail/mailer.ts).
 */
export async function outboxMailFiles(outbox: string): Promise<string[]> {
  const files = await fs.readdir(outbox).catch(() => [] as string[]);
  return files.filter((file) => file.endsWith('.eml')).sort();
}
