import { randomUUID } from 'node:crypto';
import sharp, { type ResizeOptions } from 'sharp';
import {
  ACCOUNT_PHOTO,
  BOUTIQUE_BANNER,
  BOUTIQUE_LOGO,
  PRODUCT_PHOTO,
  type ImageSizes,
} from '#common/images.ts';
import { ARTICLE_COVER, articleShareImageUrl } from '#common/blog.ts';
import type { ImageKind } from '#common/image-uploads.ts';
import type { TeamPermission } from '#common/shop-team.ts';
import type { AccountType } from '#common/accounts.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { requireRoles } from '#modules/accounts/roles.ts';
import { Validation } from '#modules/errors.ts';
import { teamBoutique } from '#modules/shop-team/team-access.ts';
import { UPLOADS_PREFIX, type MediaStorage } from '#modules/storage/media-storage.ts';
import {
  avifTwin,
  imageFileWidths,
  storedImageKey,
  writeProductImageFiles,
} from './product-image-files.ts';

/** Largest image accepted (40 megapixels): decoding costs memory in proportion. */
const MAX_IMAGE_PIXELS = 40_000_000;

const UNSUPPORTED_FORMAT_MESSAGE =
  'Format d’image non pris en charge : envoyez une photo JPEG, PNG ou WebP.';
const UNREADABLE_MESSAGE = 'Image illisible ou endommagée : essayez avec une autre photo.';
const TOO_MANY_PIXELS_MESSAGE = 'Image trop grande : 40 mégapixels au maximum.';

export type UploadedImageFormat = 'jpeg' | 'png' | 'webp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The format the file's first bytes announce. The file name and the declared type are the
 * client's word, not evidence: a script renamed `.jpg` stays a script.
 */
function detectImageFormat(bytes: Buffer): UploadedImageFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  return undefined;
}

/**
 * Free proportions: at most `width` wide, never enlarged; the height is capped too (twice the
 * width) so a sliver-shaped image cannot turn into a huge file. Fixed proportions (a logo, a
 * banner): cut to them around the centre, so every page can reserve their room.
 */
function sizedTo(sizes: ImageSizes, width: number): ResizeOptions {
  if (sizes.ratio === undefined) {
    return { width, height: width * 2, fit: 'inside', withoutEnlargement: true };
  }
  return { width, height: Math.round(width * sizes.ratio), fit: 'cover', position: 'centre' };
}

/** Who may send an image: an account of these roles, or one whose team seat allows this. */
export type UploadAccess = { roles: readonly AccountType[] } | { team: TeamPermission };

/**
 * What an uploaded image is for: where it goes, at which sizes, and who may send it (the API's
 * route guards and `upload` read the same rule).
 */
export const IMAGE_KINDS = {
  product: { folder: 'products', sizes: PRODUCT_PHOTO, access: { team: 'vendre' } },
  logo: { folder: 'boutiques', sizes: BOUTIQUE_LOGO, access: { team: 'gerer' } },
  banner: { folder: 'boutiques', sizes: BOUTIQUE_BANNER, access: { team: 'gerer' } },
  photo: { folder: 'accounts', sizes: ACCOUNT_PHOTO, access: { roles: ['VENDEUR', 'ACHETEUR'] } },
  /** An article's cover, with a JPEG copy for link previews (WhatsApp shows no WebP). */
  cover: {
    folder: 'articles',
    sizes: ARTICLE_COVER,
    shareCopy: true,
    access: { roles: ['ADMIN'] },
  },
} as const satisfies Record<
  ImageKind,
  { folder: string; sizes: ImageSizes; shareCopy?: true; access: UploadAccess }
>;

export interface ProductImagesOptions {
  /** Where the files go: the local folder or the object store (core/storage). */
  storage: MediaStorage;
}

export function createProductImagesService({ storage }: ProductImagesOptions) {
  /** Checks the content, then decodes it once: upright, at the full stored size, as raw pixels. */
  async function decode(image: Buffer, sizes: ImageSizes) {
    const format = detectImageFormat(image);
    if (!format) throw new Validation(UNSUPPORTED_FORMAT_MESSAGE);
    // The header alone tells the size: a huge image is refused before any pixel is decoded.
    const metadata = await sharp(image)
      .metadata()
      .catch(() => undefined);
    if (metadata?.format !== format || !metadata.width || !metadata.height) {
      throw new Validation(UNREADABLE_MESSAGE);
    }
    if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) {
      throw new Validation(TOO_MANY_PIXELS_MESSAGE);
    }
    try {
      return await sharp(image, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
        .autoOrient()
        .resize(sizedTo(sizes, sizes.width))
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw new Validation(UNREADABLE_MESSAGE);
    }
  }

  return {
    /**
     * Stores a seller's photo as WebP with its smaller variants (decision 005) under a name of
     * ours, and returns its URL. Re-encoding from raw pixels keeps no metadata at all: no EXIF
     * (so no GPS position), no XMP, no ICC profile (colours are converted to sRGB first).
     * A boutique's logo or banner goes the same way, at its own sizes.
     */
    async store(image: Buffer, kind: ImageKind = 'product'): Promise<string> {
      const imageKind: { folder: string; sizes: ImageSizes; shareCopy?: true } = IMAGE_KINDS[kind];
      const { folder, sizes } = imageKind;
      const { data, info } = await decode(image, sizes);
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
      const key = `${folder}/${randomUUID()}${sizes.nameMark ?? ''}.webp`;
      try {
        await writeProductImageFiles(
          storage,
          key,
          (width) => sharp(data, raw).resize(sizedTo(sizes, width)),
          sizes,
        );
        if (imageKind.shareCopy) {
          const jpeg = await sharp(data, raw).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
          await storage.write(articleShareImageUrl(key), jpeg);
        }
      } catch (error) {
        // Half an image is no image: whatever was written goes.
        await Promise.all(
          imageFileWidths(sizes).flatMap((width) => {
            const written = storedImageKey(key, width, sizes);
            return [written, avifTwin(written), articleShareImageUrl(written)].map((each) =>
              storage.remove(each),
            );
          }),
        );
        throw error;
      }
      return `${UPLOADS_PREFIX}${key}`;
    },

    /** Forbidden unless the account may send this kind of image (`IMAGE_KINDS[kind].access`). */
    authorize(account: CurrentAccount, kind: ImageKind): void {
      const { access }: { access: UploadAccess } = IMAGE_KINDS[kind];
      if ('team' in access) teamBoutique(account, access.team);
      else requireRoles(account, access.roles);
    },

    /** An image sent by an account (an API call, a page's upload): checked, then stored. */
    async upload(account: CurrentAccount, image: Buffer, kind: ImageKind): Promise<string> {
      this.authorize(account, kind);
      return this.store(image, kind);
    },
  };
}

export type ProductImagesService = ReturnType<typeof createProductImagesService>;
