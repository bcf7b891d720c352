import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '#common/image-uploads.ts';
import { errorBody } from './errors.ts';

// The pages' actions read their form with `request.formData()`, which takes the body whole,
// however long, and throws on one that is not a form. So the site's route reads the body first,
// as the API's parsers do: at most the route's limit (a larger body is answered 413 as soon as
// its length is known, before it is read), only a form (urlencoded, or multipart that parses),
// and hands the action those bytes. The others never reach an action: nothing is written.

export const FORM_TOO_LARGE_MESSAGE =
  'Le formulaire envoyé est trop volumineux. Raccourcissez vos textes et réessayez.';
export const NOT_A_FORM_MESSAGE =
  'Le contenu envoyé n’est pas un formulaire du site. Rechargez la page et réessayez.';

/** A plain form: its longest field is 2 000 characters, 18 KB once encoded at worst. */
export const PLAIN_FORM_BYTES = 64 * 1024;
/**
 * The editors of long texts: an article (30 000 characters) or a recipe (four texts of 3 000),
 * up to 9 bytes a character once encoded (`%E2%80%99`).
 */
export const LONG_TEXT_FORM_BYTES = 512 * 1024;

/** An image sent to the site's upload route: the file at its largest, and the form around it. */
export const IMAGE_FORM_BYTES = MAX_UPLOAD_BYTES + 16 * 1024;

export interface FormLimit {
  bytes: number;
  /** What a larger body is answered (413). */
  message: string;
}

/** The pages (app/routes.ts) whose action takes more than a plain form. */
const LARGER_FORMS: { pages: RegExp[]; limit: FormLimit }[] = [
  // The article and recipe editors.
  {
    pages: [/^\/admin\/[^/]+\/articles\/[^/]+$/, /^\/vendeur-dashboard\/[^/]+\/customers$/],
    limit: { bytes: LONG_TEXT_FORM_BYTES, message: FORM_TOO_LARGE_MESSAGE },
  },
  // An image (app/routes/image-upload.ts): past it, the message the API gives such an image.
  {
    pages: [/^\/images\/[^/]+$/],
    limit: { bytes: IMAGE_FORM_BYTES, message: UPLOAD_MESSAGES.tooLarge },
  },
];

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The most a page's action reads, by its address (also as React Router's `.data` request). */
export function formLimit(url: string): FormLimit {
  const page = (url.split('?', 1)[0] ?? '').replace(/\.data$/, '').replace(/(?<=.)\/$/, '');
  return (
    LARGER_FORMS.find(({ pages }) => pages.some((pattern) => pattern.test(page)))?.limit ?? {
      bytes: PLAIN_FORM_BYTES,
      message: FORM_TOO_LARGE_MESSAGE,
    }
  );
}

/** `multipart/form-data; boundary=…` → `multipart/form-data`. */
function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').replace(/;.*$/s, '').trim().toLowerCase();
}

/**
 * The body's bytes, or null past `limit`. Past it, the rest is let through unread (not kept),
 * so that the client reads the answer instead of a reset connection.
 */
function readAtMost(body: Readable, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      body.off('data', onData).off('end', onEnd).off('error', onError);
    };
    function onData(chunk: Buffer) {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      stop();
      body.resume();
      resolve(null);
    }
    function onEnd() {
      stop();
      resolve(Buffer.concat(chunks, size));
    }
    // The client went away mid-body: a client error, as the API's parsers say.
    function onError(error: Error) {
      stop();
      reject(Object.assign(error, { statusCode: 400 }));
    }
    body.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

async function isMultipartForm(bytes: Buffer, contentType: string): Promise<boolean> {
  try {
    await new Response(new Uint8Array(bytes), {
      headers: { 'content-type': contentType },
    }).formData();
    return true;
  } catch {
    return false;
  }
}

const refuse = (reply: FastifyReply, status: 400 | 413, message: string) =>
  reply
    .status(status)
    .send(errorBody(status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', message));

/**
 * The site's route's preValidation: its body, passed on unread by the React Router adapter,
 * becomes the checked bytes of a form, or the request is answered 413 or 400.
 */
export async function readPageForm(request: FastifyRequest, reply: FastifyReply) {
  if (SAFE_METHODS.has(request.method)) return;
  const contentType = request.headers['content-type'] ?? '';
  const type = mediaType(contentType);
  if (!FORM_TYPES.has(type)) return refuse(reply, 400, NOT_A_FORM_MESSAGE);
  const limit = formLimit(request.url);
  if (Number(request.headers['content-length']) > limit.bytes) {
    return refuse(reply, 413, limit.message);
  }
  // No body at all (an empty form without a length): the adapter then reads nothing either.
  const stream = request.body as Readable | undefined;
  const bytes = stream ? await readAtMost(stream, limit.bytes) : Buffer.alloc(0);
  if (bytes === null) return refuse(reply, 413, limit.message);
  if (type === 'multipart/form-data' && !(await isMultipartForm(bytes, contentType))) {
    return refuse(reply, 400, NOT_A_FORM_MESSAGE);
  }
  request.body = bytes;
}
