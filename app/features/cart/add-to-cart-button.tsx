import { Button, type ButtonProps } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import type { ProductCardEntry } from '#common/catalogue.ts';
import { SpriteIcon } from '../../components/icon-sprite.tsx';
import { addEntryToCart } from './cart-actions.ts';
import classes from '../../early-taps.module.css';
import { ADD_BUTTON_ATTRIBUTE, replayEarlyTaps } from '../../early-taps.ts';

/**
 * What every 'Ajouter' button shares: one unit of the product per tap, disabled when sold out,
 * and a tap made before the page is interactive not lost (app/early-taps.ts).
 */
function useAddToCart(entry: ProductCardEntry) {
  useEffect(() => replayEarlyTaps(entry.id, () => addEntryToCart(entry)), [entry]);
  return {
    [ADD_BUTTON_ATTRIBUTE]: entry.id,
    disabled: entry.stockDisponible <= 0,
    onClick: () => addEntryToCart(entry),
  };
}

interface AddToCartButtonProps extends Omit<ButtonProps, 'disabled'> {
  entry: ProductCardEntry;
  children: ReactNode;
  'aria-label'?: string;
  'data-testid'?: string;
}

/** The product page's button, a Mantine button among the page's other controls. */
export function AddToCartButton({ entry, className, ...buttonProps }: AddToCartButtonProps) {
  return (
    <Button
      {...buttonProps}
      {...useAddToCart(entry)}
      className={className ? `${classes.filled} ${className}` : classes.filled}
      classNames={{ section: classes.section }}
    />
  );
}

/**
 * A product card's 'Ajouter': a plain button styled by its card (`className`), since a row of
 * cards repeats it dozens of times and Mantine's button adds 0.6 KB of markup to each.
 */
export function CardAddToCartButton({
  entry,
  className,
  label,
}: {
  entry: ProductCardEntry;
  className?: string;
  /** Its accessible name, the product's name in it. */
  label: string;
}) {
  return (
    <button
      type="button"
      {...useAddToCart(entry)}
      className={`mantine-focus-auto mantine-active ${classes.filled} ${className ?? ''}`}
      aria-label={label}
      data-testid="add-to-cart"
    >
      <span className={classes.section}>
        <SpriteIcon name="panier-plus" size={16} />
      </span>
      Ajouter
    </button>
  );
}
