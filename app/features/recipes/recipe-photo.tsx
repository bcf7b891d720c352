import { Box, Button, FileButton, Group, Text } from '@mantine/core';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { imageVariantUrl, productImageSrcSet } from '#common/images.ts';
import { resizeForUpload, UNREADABLE_IMAGE } from '../seller-products/resize-image.ts';
import { useMediaUrl } from '../../components/use-media-url.ts';

// The recipe's one optional photo: chosen, made lighter in the browser like a product's
// (app/features/seller-products/image-size.ts), then sent to the upload endpoint when the recipe
// is saved.

export interface RecipePhotoState {
  /** What the form shows: the stored image, or the resized photo before its upload. */
  preview: string;
  /** Set once stored on the server. */
  url: string | null;
  /** The resized JPEG still to upload. */
  blob: Blob | null;
}

export function recipePhotoOf(url: string): RecipePhotoState | null {
  if (!url) return null;
  return { preview: productImageSrcSet(url) ? imageVariantUrl(url, 240) : url, url, blob: null };
}

interface RecipePhotoProps {
  photo: RecipePhotoState | null;
  onChange: (photo: RecipePhotoState | null) => void;
  disabled: boolean;
  error?: string;
}

export function RecipePhoto({ photo, onChange, disabled, error }: RecipePhotoProps) {
  const media = useMediaUrl();
  const [problem, setProblem] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  // Previews of photos not yet stored are object URLs: freed when the form goes.
  const objectUrls = useRef<string[]>([]);
  useEffect(() => {
    const urls = objectUrls.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  async function choose(file: File | null) {
    if (!file) return;
    setProblem(null);
    setPreparing(true);
    try {
      const blob = await resizeForUpload(file);
      const preview = URL.createObjectURL(blob);
      objectUrls.current.push(preview);
      onChange({ preview, url: null, blob });
    } catch {
      setProblem(UNREADABLE_IMAGE);
    } finally {
      setPreparing(false);
    }
  }

  const message = problem ?? error;
  return (
    <Box component="fieldset" p={0} m={0} style={{ border: 0, minWidth: 0 }}>
      <Text component="legend" fz="sm" fw={400} mb={4}>
        Photo (facultative)
      </Text>
      <Group gap="sm" align="center">
        {photo && (
          <img
            src={media.src(photo.preview)}
            alt="Photo de la recette"
            width={96}
            height={96}
            style={{ objectFit: 'cover', borderRadius: 'var(--mantine-radius-sm)' }}
          />
        )}
        <FileButton
          accept="image/*"
          disabled={disabled || preparing}
          onChange={(file) => void choose(file)}
          inputProps={{ 'aria-label': 'Fichier de la photo de la recette' }}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              loading={preparing}
              leftSection={<IconPhotoPlus size={18} aria-hidden />}
            >
              {photo ? 'Changer la photo' : 'Choisir une photo'}
            </Button>
          )}
        </FileButton>
        {photo && (
          <Button
            variant="subtle"
            color="red"
            disabled={disabled}
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={() => onChange(null)}
          >
            Retirer la photo
          </Button>
        )}
      </Group>
      {message && (
        <Text fz="xs" c="red.4" role="alert" mt={4}>
          {message}
        </Text>
      )}
    </Box>
  );
}
