// An image sent to the image pipeline (core/uploads), by an API client (`POST /api/upload_images`
// and the others) or by the site's pages (`POST /images/{usage}`, app/routes/image-upload.ts):
// one file in the field « image », 5 Mo at most, the same French messages on both paths.

/** What an image is for: where it is stored, at which sizes, and who may send it. */
export type ImageKind = 'product' | 'logo' | 'banner' | 'photo' | 'cover';

export const IMAGE_FIELD = 'image';

/** Largest file accepted (5 Mo): the API stops reading past it, the site's route too. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  tooLarge: 'Image trop volumineuse : 5 Mo au maximum.',
  none: `Aucune image reçue : envoyez la photo dans le champ « ${IMAGE_FIELD} ».`,
  oneOnly: `Une seule image par envoi, dans le champ « ${IMAGE_FIELD} ».`,
  notMultipart: `Envoyez l’image en multipart/form-data, dans le champ « ${IMAGE_FIELD} ».`,
} as const;

/** The site's name of each kind, in its address (`/images/produit`). */
const USAGES = {
  product: 'produit',
  logo: 'logo',
  banner: 'banniere',
  photo: 'photo',
  cover: 'couverture',
} as const satisfies Record<ImageKind, string>;

/** Where the site's pages send an image of this kind, with the session cookie. */
export const imageUploadPath = (kind: ImageKind) => `/images/${USAGES[kind]}`;

/** The kind an address's `{usage}` names; undefined for any other. */
export const imageKindOfUsage = (usage: string): ImageKind | undefined =>
  (Object.keys(USAGES) as ImageKind[]).find((kind) => USAGES[kind] === usage);
