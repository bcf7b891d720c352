import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { PRODUCT_IMAGE_WIDTH, productImageSrcSet } from '#common/images.ts';
import { recipePath } from '#common/recipes.ts';
import type { RecipeSummary } from '#common/recipe-schemas.ts';
import { ContentCard } from '../../components/content-card.tsx';
import { imageLoadingProps, type ImageLoading } from '../../components/image-loading.ts';
import classes from './recipe-card.module.css';
import { useMediaUrl } from '../../components/use-media-url.ts';
import { categoryLabel } from '#common/blog.ts';

/** A card of /astuces-recettes' recipes: photo, type, title and the shop that wrote it. */
export function RecipeCard({
  recipe,
  imageLoading = 'lazy',
  footer,
}: {
  recipe: RecipeSummary;
  imageLoading?: ImageLoading;
  /** Below the shop: the readers' likes, rating and comments. */
  footer?: ReactNode;
}) {
  const media = useMediaUrl();
  return (
    <ContentCard
      path={recipePath(recipe.id)}
      testId="recipe-card"
      picture={
        recipe.image ? (
          <img
            src={media.src(recipe.image)}
            srcSet={media.srcSet(productImageSrcSet(recipe.image))}
            sizes="(min-width: 62em) 300px, (min-width: 36em) 50vw, 100vw"
            alt=""
            width={PRODUCT_IMAGE_WIDTH}
            height={(PRODUCT_IMAGE_WIDTH * 3) / 4}
            {...imageLoadingProps(imageLoading)}
            decoding="async"
            className={classes.image}
          />
        ) : (
          <div className={classes.missing}>{recipe.type ?? 'Recette'}</div>
        )
      }
      badges={
        <>
          {recipe.type && (
            <Badge variant="light" color="ocre" size="sm">
              {recipe.type}
            </Badge>
          )}
          <Badge variant="light" color="feuille" size="sm">
            {categoryLabel(recipe.category)}
          </Badge>
        </>
      }
      title={recipe.title}
      description={recipe.description}
      descriptionLines={2}
      byline={recipe.boutique.name}
      footer={footer}
    />
  );
}
