import {
  ActionIcon,
  Box,
  Button,
  FileButton,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { imageVariantUrl, productImageSrcSet } from '#common/images.ts';
import { MAX_PRODUCT_IMAGES } from '#common/seller-products.ts';
import { resizeForUpload, UNREADABLE_IMAGE } from './resize-image.ts';
import { useMediaUrl } from '../../components/use-media-url.ts';

// The dialog's four photo slots (the spec had four, one active): each can take a photo, show
// it, lose it, or swap places with its neighbour. The slots' order is the product's image order.

export interface Photo {
  /** What the slot shows: the stored image, or the resized photo before its upload. */
  preview: string;
  /** Set once the photo is stored on the server (`POST /images/produit`). */
  url: string | null;
  /** The resized JPEG still to upload. */
  blob: Blob | null;
}
export type PhotoSlotList = (Photo | null)[];

export function photoSlotsOf(urls: string[]): PhotoSlotList {
  return Array.from({ length: MAX_PRODUCT_IMAGES }, (_, index) => {
    const url = urls[index];
    if (!url) return null;
    // The small variant is enough for a thumbnail (stored images only have one).
    const preview = productImageSrcSet(url) ? imageVariantUrl(url, 240) : url;
    return { preview, url, blob: null };
  });
}

interface PhotoSlotsProps {
  slots: PhotoSlotList;
  setSlots: Dispatch<SetStateAction<PhotoSlotList>>;
  disabled: boolean;
}

function swap(slots: PhotoSlotList, from: number, to: number): PhotoSlotList {
  const next = [...slots];
  [next[from], next[to]] = [slots[to] ?? null, slots[from] ?? null];
  return next;
}

export function PhotoSlots({ slots, setSlots, disabled }: PhotoSlotsProps) {
  const media = useMediaUrl();
  const [preparing, setPreparing] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<number, string | undefined>>({});
  // Previews of photos not yet stored are object URLs: freed when the dialog closes.
  const objectUrls = useRef<string[]>([]);
  useEffect(() => {
    const urls = objectUrls.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  async function choose(index: number, file: File | null) {
    if (!file) return;
    setPreparing(index);
    setErrors((current) => ({ ...current, [index]: undefined }));
    try {
      const blob = await resizeForUpload(file);
      const preview = URL.createObjectURL(blob);
      objectUrls.current.push(preview);
      setSlots((current) =>
        current.map((slot, at) => (at === index ? { preview, url: null, blob } : slot)),
      );
    } catch {
      setErrors((current) => ({ ...current, [index]: UNREADABLE_IMAGE }));
    } finally {
      setPreparing(null);
    }
  }

  const count = slots.filter(Boolean).length;
  return (
    <Box component="fieldset" p={0} m={0} style={{ border: 0, minWidth: 0 }}>
      <Text component="legend" fz="sm" fw={400} mb={4}>
        Photos ({count}/{MAX_PRODUCT_IMAGES})
      </Text>
      <Text fz="xs" c="dimmed" mb="xs">
        Allégées sur votre téléphone avant l’envoi (1600 px au plus). La première est l’image
        principale.
      </Text>
      <SimpleGrid
        component="ol"
        cols={{ base: 2, xs: 4 }}
        spacing="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {slots.map((slot, index) => {
          const number = index + 1;
          return (
            <Box
              component="li"
              key={index}
              data-photo-slot={number}
              p={6}
              style={{
                border: `1px ${slot ? 'solid' : 'dashed'} var(--mantine-color-dark-3)`,
                borderRadius: 'var(--mantine-radius-sm)',
              }}
            >
              <Text fz="xs" fw={700} mb={4}>
                Photo {number}
              </Text>
              {slot ? (
                <Stack gap={6}>
                  <img
                    src={media.src(slot.preview)}
                    alt={`Photo ${number} du produit`}
                    width={300}
                    height={300}
                    style={{
                      display: 'block',
                      width: '100%',
                      height: 'auto',
                      aspectRatio: '1 / 1',
                      objectFit: 'cover',
                      borderRadius: 'var(--mantine-radius-xs)',
                    }}
                  />
                  <Group gap={4} justify="center" wrap="nowrap">
                    <ActionIcon
                      variant="default"
                      size="lg"
                      aria-label={`Déplacer la photo ${number} vers la gauche`}
                      disabled={disabled || index === 0}
                      onClick={() => setSlots((current) => swap(current, index, index - 1))}
                    >
                      <IconArrowLeft size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      size="lg"
                      aria-label={`Déplacer la photo ${number} vers la droite`}
                      disabled={disabled || index === slots.length - 1}
                      onClick={() => setSlots((current) => swap(current, index, index + 1))}
                    >
                      <IconArrowRight size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="light"
                      color="red"
                      size="lg"
                      aria-label={`Retirer la photo ${number}`}
                      disabled={disabled}
                      onClick={() =>
                        setSlots((current) =>
                          current.map((known, at) => (at === index ? null : known)),
                        )
                      }
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Stack>
              ) : (
                <FileButton
                  accept="image/*"
                  disabled={disabled || preparing !== null}
                  onChange={(file) => void choose(index, file)}
                  inputProps={{ 'aria-label': `Fichier de la photo ${number}` }}
                >
                  {(props) => (
                    <Button
                      {...props}
                      variant="subtle"
                      fullWidth
                      h="auto"
                      py="md"
                      disabled={disabled || (preparing !== null && preparing !== index)}
                      aria-label={`Choisir la photo ${number}`}
                      styles={{ label: { whiteSpace: 'normal' } }}
                    >
                      {preparing === index ? (
                        <Loader size="sm" aria-label="Préparation de la photo…" />
                      ) : (
                        <Stack gap={2} align="center">
                          <IconPhotoPlus size={28} aria-hidden />
                          <span>Choisir</span>
                        </Stack>
                      )}
                    </Button>
                  )}
                </FileButton>
              )}
              {errors[index] && (
                <Text fz="xs" c="red.4" role="alert" mt={4}>
                  {errors[index]}
                </Text>
              )}
            </Box>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
