import { Button, type ButtonProps } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import type { ProductCardEntry } from '../../../common/catalogue.ts';
import { addEntryToCart } from './cart-actions.ts';
import classes from '../../early-taps.module.css';
import { ADD_BUTTON_ATTRIBUTE, replayEarlyTaps } from '../../early-taps.ts';

interface AddToCartButtonProps extends Omit<ButtonProps, 'disabled'> {
  entry: ProductCardEntry;
  children: ReactNode;
  'aria-label'?: string;
  'data-testid'?: string;
}

/**
 * Adds one unit of the product. Disabled when sold out. A tap made before the page is
 * interactive is not lost: see app/early-taps.ts.
 */
export function AddToCartButton({ entry, className, ...buttonProps }: AddToCartButtonProps) {
  useEffect(() => replayEarlyTaps(entry.id, () => addEntryToCart(entry)), [entry]);
  return (
    <Button
      {...buttonProps}
      {...{ [ADD_BUTTON_ATTRIBUTE]: entry.id }}
      className={className ? `${classes.filled} ${className}` : classes.filled}
      classNames={{ section: classes.section }}
      disabled={entry.stockDisponible <= 0}
      onClick={() => addEntryToCart(entry)}
    />
  );
}
