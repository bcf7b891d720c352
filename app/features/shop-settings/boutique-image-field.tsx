import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { imageVariantUrl } from '#common/images.ts';
import classes from './boutique-image-field.module.css';
import { useMediaUrl } from '../../components/use-media-url.ts';

interface BoutiqueImageFieldProps {
  label: string;
  /** The saved image's address, or null. */
  savedUrl: string | null;
  /** The stored copy the preview shows (one of the image's variant widths). */
  previewWidth: number;
  /** The file chosen and not saved yet, or null. */
  file: File | null;
  onFile: (file: File | null) => void;
  /** Removes the saved image (saved as none). */
  onRemove: () => void;
  error?: string;
  disabled: boolean;
  /** 'logo' (square, small) or 'banner' (wide). */
  shape: 'logo' | 'banner';
}

/**
 * A logo or banner: the saved image or, once a file is chosen, its preview (an object URL,
 * freed when replaced), sent with 'Enregistrer'.
 */
export function BoutiqueImageField({
  label,
  savedUrl,
  previewWidth,
  file,
  onFile,
  onRemove,
  error,
  disabled,
  shape,
}: BoutiqueImageFieldProps) {
  const media = useMediaUrl();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const shown = preview ?? (savedUrl ? media.src(imageVariantUrl(savedUrl, previewWidth)) : null);
  const id = `image-${shape}`;
  return (
    <Stack gap={6} role="group" aria-labelledby={`${id}-label`}>
      <Text id={`${id}-label`} fz="sm" fw={400}>
        {label}
      </Text>
      {shown ? (
        <img
          src={shown}
          alt={preview ? `Aperçu : ${label.toLowerCase()}` : label}
          data-preview={preview ? 'nouveau' : 'enregistré'}
          className={shape === 'logo' ? classes.logo : classes.banner}
        />
      ) : (
        <Text fz="sm" c="dimmed">
          Aucune image pour l’instant.
        </Text>
      )}
      <Group gap="xs">
        <FileButton
          accept="image/jpeg,image/png,image/webp"
          onChange={onFile}
          disabled={disabled}
          inputProps={{ 'aria-label': `Fichier : ${label.toLowerCase()}` }}
        >
          {(props) => (
            <Button {...props} variant="default" size="sm" disabled={disabled}>
              {shown ? 'Changer' : 'Choisir une image'}
            </Button>
          )}
        </FileButton>
        {(file || savedUrl) && (
          <Button
            variant="subtle"
            color="red"
            size="sm"
            disabled={disabled}
            onClick={() => (file ? onFile(null) : onRemove())}
          >
            {file ? 'Annuler ce choix' : 'Retirer'}
          </Button>
        )}
      </Group>
      {error && (
        <Text fz="xs" c="red.4" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
