import { appContext } from '#app-context';
import { SESSION_INVALID_MESSAGE } from '#common/accounts.ts';
import {
  IMAGE_FIELD,
  imageKindOfUsage,
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
} from '#common/image-uploads.ts';
import { answerInJson, jsonRefusal } from '../features/route-failure.server.ts';
import type { Route } from './+types/image-upload';

// `POST /images/{usage}`: where the site's pages send an image (a product's photo, the account's
// photo, an article's cover, a boutique's logo or banner), authorised by the session cookie. The
// same rules as the API's upload routes (one file in « image », 5 Mo at most, who may send which
// kind) and the same service; answered as they answer, 201 { imageUrl } or { error }, for the
// page to show the French message beside its field. The body's limit: server/plugins/page-forms.ts.

const refused = (status: number, code: string, message: string) =>
  jsonRefusal({ status, code, message });

/** The one image of the form, or why there is none to take. */
function imageOf(form: FormData): File | Response {
  const files = [...form.entries()].filter(
    (entry): entry is [string, File] => entry[1] instanceof File,
  );
  if (files.length > 1) return refused(400, 'VALIDATION', UPLOAD_MESSAGES.oneOnly);
  const [field, file] = files[0] ?? [];
  if (field !== IMAGE_FIELD || !file?.size) return refused(400, 'VALIDATION', UPLOAD_MESSAGES.none);
  if (file.size > MAX_UPLOAD_BYTES)
    return refused(413, 'PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge);
  return file;
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const kind = imageKindOfUsage(params.usage);
  if (!kind) return refused(404, 'NOT_FOUND', 'Ressource introuvable.');
  const { services, session } = context.get(appContext);
  const current = await session();
  if (current.state !== 'valid') return refused(401, 'UNAUTHENTICATED', SESSION_INVALID_MESSAGE);
  return answerInJson(context, async () => {
    // Who may send this kind first, as the API's guard: others learn nothing of the rules.
    services.productImages.authorize(current.account, kind);
    const image = imageOf(await request.formData());
    if (image instanceof Response) return image;
    const bytes = Buffer.from(await image.arrayBuffer());
    const imageUrl = await services.productImages.upload(current.account, bytes, kind);
    return Response.json({ imageUrl }, { status: 201 });
  });
}
