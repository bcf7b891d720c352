import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  boutiqueShareSource,
  SHARE_IMAGE,
  shareImageVersion,
  type ShareImageKind,
} from '#common/share-images.ts';
import type { CatalogueService } from '#modules/catalogue/catalogue.service.ts';
import type { RecipesService } from '#modules/recipes/recipes.service.ts';
import { mediaKeyOf, type MediaStorage } from '#modules/storage/media-storage.ts';

// The link previews of products and boutiques (common/share-images.ts): 1200 × 630 JPEGs made
// from their photo the first time someone asks, then kept on disk. A file's name carries the
// photo's fingerprint, so a new photo makes a new preview and the stale one is removed.

export interface ShareImagesOptions {
  catalogue: Pick<CatalogueService, 'findProduct' | 'findBoutique' | 'listBoutiqueProducts'>;
  recipes: Pick<RecipesService, 'findPublished'>;
  /** Where uploaded photos are (the local folder or the object store). */
  storage: Pick<MediaStorage, 'read'>;
  /** Where the previews are kept once made. */
  cacheDir: string;
}

/** A preview on disk, and the fingerprint of the photo it was made from. */
export interface ShareImageFile {
  file: string;
  version: string;
}

/**
 * The photo, whole, over a blurred and darkened copy of itself that fills the frame: no
 * cropping of the product, no bars, whatever its proportions (photos are 480 px wide, banners
 * wide and short).
 */
async function renderPreview(source: Buffer): Promise<Buffer> {
  const { width, height } = SHARE_IMAGE;
  const [backdrop, photo] = await Promise.all([
    sharp(source)
      .resize(width, height, { fit: 'cover' })
      .blur(30)
      .modulate({ brightness: 0.5 })
      .png()
      .toBuffer(),
    sharp(source).resize(width, height, { fit: 'inside' }).png().toBuffer(),
  ]);
  return sharp(backdrop)
    .composite([{ input: photo, gravity: 'centre' }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

export function createShareImagesService({
  catalogue,
  recipes,
  storage,
  cacheDir,
}: ShareImagesOptions) {
  /** Previews being made: two requests for the same one wait for one rendering. */
  const making = new Map<string, Promise<boolean>>();

  /**
   * Writes the preview under a temporary name first: a reader never sees half a file. False
   * when the photo is not in the store.
   */
  async function make(sourceKey: string, file: string, stalePrefix: string) {
    const source = await storage.read(sourceKey);
    if (!source) return false;
    await fs.mkdir(cacheDir, { recursive: true });
    const temporary = `${file}.${randomUUID()}.tmp`;
    await fs.writeFile(temporary, await renderPreview(source));
    await fs.rename(temporary, file);
    const stale = (await fs.readdir(cacheDir)).filter(
      (name) => name.startsWith(stalePrefix) && name !== path.basename(file),
    );
    await Promise.all(stale.map((name) => fs.rm(path.join(cacheDir, name), { force: true })));
    return true;
  }

  async function preview(
    kind: ShareImageKind,
    id: number,
    sourceUrl: string | undefined,
  ): Promise<ShareImageFile | null> {
    const sourceKey = sourceUrl === undefined ? undefined : mediaKeyOf(sourceUrl);
    if (!sourceUrl || !sourceKey) return null;
    const version = shareImageVersion(sourceUrl);
    const file = path.join(cacheDir, `${kind}-${id}-${version}.jpg`);
    // A made preview stands for its photo (the name carries the photo's fingerprint): the
    // store is asked only the first time, which matters when it is across the network.
    if (await exists(file)) return { file, version };
    let pending = making.get(file);
    if (!pending) {
      pending = make(sourceKey, file, `${kind}-${id}-`).finally(() => making.delete(file));
      making.set(file, pending);
    }
    return (await pending) ? { file, version } : null;
  }

  return {
    /** The preview of a product on sale, from its first photo; null when there is none. */
    async productImage(id: number): Promise<ShareImageFile | null> {
      const entry = await catalogue.findProduct(id);
      return entry ? preview('produit', id, entry.product.produitimage[0]?.url) : null;
    },

    /** The preview of an active boutique (see `boutiqueShareSource`); null when there is none. */
    async boutiqueImage(id: number): Promise<ShareImageFile | null> {
      const boutique = await catalogue.findBoutique(id);
      if (!boutique) return null;
      const [first] = await catalogue.listBoutiqueProducts(id);
      const source = boutiqueShareSource(boutique, first?.product.produitimage[0]?.url);
      return preview('boutique', id, source);
    },

    /** The preview of a published recipe, from its photo; null when it has none. */
    async recipeImage(id: number): Promise<ShareImageFile | null> {
      const recipe = await recipes.findPublished(id);
      return recipe ? preview('recette', id, recipe.image ?? undefined) : null;
    },
  };
}

export type ShareImagesService = ReturnType<typeof createShareImagesService>;
