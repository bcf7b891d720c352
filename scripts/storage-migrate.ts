import { loadConfig } from '../server/config.ts';
import { copyMedia } from '#modules/storage/copy-media.ts';
import { createLocalMediaStorage } from '#modules/storage/local-media-storage.ts';
import { createS3MediaStorage } from '#modules/storage/s3-media-storage.ts';
import { runScript, ScriptFailure } from './run-script.ts';

// `npm run storage:migrate`: copies the images of DATA_DIR/uploads into the S3-compatible store
// the configuration names (STORAGE_S3_*), before the app is started with it. Safe to run again:
// what the store already holds at the same size is skipped. Nothing is deleted on either side.

/** A progress line every this many files, and at the end. */
const PROGRESS_EVERY = 50;

function describeFailure(error: unknown): string {
  const name = (error as { name?: string }).name;
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'NoSuchBucket') return 'le compartiment (STORAGE_S3_BUCKET) n’existe pas';
  if (name === 'InvalidAccessKeyId' || name === 'SignatureDoesNotMatch') {
    return 'les clés d’accès (STORAGE_S3_ACCESS_KEY_ID, STORAGE_S3_SECRET_ACCESS_KEY) sont refusées';
  }
  return message;
}

await runScript(async () => {
  const config = loadConfig();
  const { storage } = config.media;
  if (storage.kind !== 's3') {
    throw new ScriptFailure(
      'Aucun stockage S3 configuré : définissez STORAGE_S3_BUCKET, STORAGE_S3_ACCESS_KEY_ID et STORAGE_S3_SECRET_ACCESS_KEY (et STORAGE_S3_ENDPOINT hors d’AWS), puis relancez.',
    );
  }
  const local = createLocalMediaStorage(config.uploadsDir);
  const keys = await local.keys().catch((error: unknown) => {
    throw new ScriptFailure(
      `Lecture des images de ${config.uploadsDir} impossible : ${error instanceof Error ? error.message : String(error)}`,
    );
  });
  console.log(
    `${keys.length} fichiers à copier de ${config.uploadsDir} vers le compartiment ${storage.bucket}.`,
  );
  try {
    const summary = await copyMedia(keys, local, createS3MediaStorage(storage), {
      onProgress({ done, total }) {
        if (done % PROGRESS_EVERY === 0 || done === total) console.log(`  ${done}/${total}`);
      },
    });
    console.log(
      `Terminé : ${summary.copied} copiés, ${summary.skipped} déjà présents, ${summary.total} au total.`,
    );
  } catch (error) {
    throw new ScriptFailure(
      `Copie interrompue : ${describeFailure(error)}. Relancez la commande une fois corrigé : ce qui est copié ne le sera pas deux fois.`,
    );
  }
});
