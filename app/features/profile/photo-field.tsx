import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ACCOUNT_PHOTO } from '#common/images.ts';
import { imageVariantUrl } from '#common/images.ts';
import type { PhotoInput } from '#common/profile.ts';
import type { profileOperations } from '#modules/profile/profile.operations.ts';
import { uploadImage } from '../upload-image.ts';
import { useActionFetcher } from '../use-action-fetcher.ts';
import { useMediaUrl } from '../../components/use-media-url.ts';

type SetPhoto = typeof profileOperations.setPhoto;

/** The photo at one of its stored widths (48 in the side profile, 96 on the settings card). */
export const photoAt = (url: string | null, width: (typeof ACCOUNT_PHOTO.variants)[number]) =>
  url ? imageVariantUrl(url, width) : null;

/**
 * The buyer's photo (spec section 5: image/* only), as the shop's logo goes: sent to the image
 * pipeline (`/images/photo` re-encodes it), then its address saved by the profile's operation
 * through the screen's action, after which the screen and the side profile load again with it.
 */
export function PhotoField({ name, photoUrl }: { name: string; photoUrl: string | null }) {
  const media = useMediaUrl();
  const save = useActionFetcher('Photo non enregistrée');
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const saveAs = (input: PhotoInput) => save.perform<SetPhoto>('photo', { input });

  async function send(file: File | null) {
    if (!file) return;
    setError(null);
    setUploading(true);
    const result = await uploadImage('photo', file, file.name);
    setUploading(false);
    if (result.ok) await saveAs({ photoUrl: result.body.imageUrl });
    else setError(result.message);
  }

  return (
    <Group gap="md" align="center" wrap="nowrap">
      <Avatar
        src={media.src(photoAt(photoUrl, 96))}
        name={name}
        color="initials"
        size={72}
        alt=""
      />
      <Stack gap={4}>
        <Group gap="xs">
          <FileButton onChange={(file) => void send(file)} accept="image/*">
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="compact-sm"
                loading={uploading || save.pending}
              >
                {photoUrl ? 'Changer la photo' : 'Ajouter une photo'}
              </Button>
            )}
          </FileButton>
          {photoUrl && (
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              disabled={uploading || save.pending}
              onClick={() => void saveAs({ photoUrl: null })}
            >
              Retirer la photo
            </Button>
          )}
        </Group>
        <Text fz="xs" c={error ? 'red' : 'dimmed'} role={error ? 'alert' : undefined}>
          {error ?? 'Photo JPEG, PNG ou WebP, 5 Mo au plus.'}
        </Text>
      </Stack>
    </Group>
  );
}
