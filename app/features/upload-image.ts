import { IMAGE_FIELD, imageUploadPath, type ImageKind } from '#common/image-uploads.ts';
import { requestJson, type ApiResult } from './api-client.ts';

/**
 * Sends one image to the site's upload route (`/images/{usage}`, app/routes/image-upload.ts),
 * which the session cookie authorises: its stored address, or the server's French refusal.
 */
export function uploadImage(
  kind: ImageKind,
  image: Blob,
  fileName: string,
): Promise<ApiResult<{ imageUrl: string }>> {
  const body = new FormData();
  body.append(IMAGE_FIELD, image, fileName);
  return requestJson(imageUploadPath(kind), { rawBody: body });
}
