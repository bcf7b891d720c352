import {
  Button,
  FileInput,
  Group,
  NativeSelect,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import '@mantine/core/styles/Switch.css';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  ARTICLE_BODY_MAX_LENGTH,
  ARTICLE_CATEGORIES,
  categoryChoices,
  ARTICLE_DESCRIPTION_MAX_LENGTH,
  ARTICLE_TITLE_MAX_LENGTH,
  articleThumbnailUrl,
  estimateReadTime,
} from '#common/blog.ts';
import type { ArticleCategory } from '#common/blog.ts';
import type { ArticleDraft } from '#common/article-schemas.ts';
import type { blogOperations } from '#modules/blog/blog.operations.ts';
import { uploadImage } from '../upload-image.ts';
import { useActionFetcher } from '../use-action-fetcher.ts';
import { useMediaUrl } from '../../components/use-media-url.ts';

type Operations = typeof blogOperations;

const BODY_HELP =
  'Paragraphes séparés par une ligne vide. « ## » en début de ligne pour un intertitre, ' +
  '« ### » pour un sous-titre, « - » pour une liste à puces, « 1. » pour une liste numérotée.';

/**
 * An article's form: the cover is uploaded as soon as it is chosen (the image pipeline makes its
 * 1200 × 630 copy, its card copy and its JPEG for link previews); the reading time follows the
 * text as it is typed.
 */
export function ArticleEditor({ article }: { article: ArticleDraft | null }) {
  const media = useMediaUrl();
  const navigate = useNavigate();
  const [body, setBody] = useState(article?.content ?? '');
  const [image, setImage] = useState(article?.image ?? '');
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const actions = useActionFetcher('Article non enregistré', {
    onDone: () => {
      setErrors({});
      // A new article goes to the list, where it now is; an edit stays.
      if (!article) void navigate('..', { relative: 'path' });
    },
    onRefused: (outcome) => setErrors(outcome.fields),
  });

  async function chooseCover(file: File | null) {
    if (!file) return;
    setUploading(true);
    const result = await uploadImage('cover', file, file.name);
    setUploading(false);
    if (result.ok) {
      setImage(result.body.imageUrl);
      setErrors(({ image: _done, ...rest }) => rest);
    } else {
      setErrors((current) => ({ ...current, image: result.message }));
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const input = {
      title: text('title'),
      category: text('category') as ArticleCategory,
      description: text('description'),
      body: text('body'),
      image: text('image'),
      // A switch sends 'on' when it is on, nothing otherwise.
      featured: form.get('featured') === 'on',
      published: form.get('published') === 'on',
    };
    if (!article)
      return void actions.perform<Operations['createArticle']>('article-ecrire', { input });
    void actions.perform<Operations['updateArticle']>('article-modifier', {
      params: { id: String(article.id) },
      input,
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={760}>
        <TextInput
          name="title"
          label="Titre"
          defaultValue={article?.title}
          maxLength={ARTICLE_TITLE_MAX_LENGTH}
          required
          error={errors.title}
        />
        <NativeSelect
          name="category"
          label="Catégorie"
          defaultValue={article?.category ?? ''}
          data={[
            { value: '', label: 'Choisissez une catégorie' },
            ...categoryChoices(ARTICLE_CATEGORIES),
          ]}
          required
          error={errors.category}
        />
        <Textarea
          name="description"
          label="Résumé"
          description="Une ou deux phrases, montrées sur les cartes et dans les aperçus de liens."
          defaultValue={article?.description}
          maxLength={ARTICLE_DESCRIPTION_MAX_LENGTH}
          autosize
          minRows={2}
          required
          error={errors.description}
        />
        <Textarea
          name="body"
          label="Texte"
          description={BODY_HELP}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          maxLength={ARTICLE_BODY_MAX_LENGTH}
          autosize
          minRows={10}
          required
          error={errors.body}
        />
        <Text fz="sm" c="dimmed" aria-live="polite" data-testid="read-time">
          Temps de lecture : {estimateReadTime(body)} min
        </Text>
        <input type="hidden" name="image" value={image} />
        {image && (
          <img
            src={media.src(articleThumbnailUrl(image))}
            alt="Aperçu de la couverture"
            width={240}
            height={126}
            style={{ borderRadius: 'var(--mantine-radius-sm)', objectFit: 'cover' }}
          />
        )}
        <FileInput
          label="Image de couverture"
          description="JPEG, PNG ou WebP, 5 Mo au plus ; recadrée en 1 200 × 630."
          placeholder={image ? 'Remplacer l’image' : 'Choisir une image'}
          accept="image/jpeg,image/png,image/webp"
          onChange={(file) => void chooseCover(file)}
          disabled={uploading}
          required
          error={errors.image}
          clearable={false}
        />
        <Switch name="featured" label="À la une" defaultChecked={article?.isFeatured ?? false} />
        <Switch
          name="published"
          label="Publié (décoché : brouillon, visible de l’équipe seulement)"
          defaultChecked={article?.published ?? true}
        />
        <Group>
          <Button type="submit" loading={actions.pending || uploading}>
            Enregistrer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
