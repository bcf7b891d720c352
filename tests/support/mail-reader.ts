// Reads the single-part plain-text messages our mailer sends, as a mail client would:
// nodemailer encodes any non-ASCII text (quoted-printable or base64, headers as RFC 2047
// encoded words), so assertions on French text need the decoded form.

export interface ReadMail {
  /** Header names in lower case, values unfolded and decoded. */
  headers: Map<string, string>;
  subject: string;
  /** The decoded body, with \n line ends. */
  text: string;
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

export function readMail(raw: string): ReadMail {
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
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const type = headers.get('content-type') ?? 'text/plain';
  if (!type.toLowerCase().startsWith('text/plain')) {
    throw new Error(`Message inattendu (${type}) : seul le texte simple est lu ici.`);
  }
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? quotedPrintableBytes(body)
        : Buffer.from(body, 'utf8');
  return {
    headers,
    subject: headers.get('subject') ?? '',
    text: bytes.toString('utf8').replace(/\r\n/g, '\n'),
  };
}
