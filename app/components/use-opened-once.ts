import { useState } from 'react';

/**
 * True from the first time `opened` is, and for good: what a menu or dialog loads on first use
 * (its code, with `lazy`) is fetched then, and it stays mounted so that it can close with its
 * transition and open again at once.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once;
}
