/**
 * How an image loads: first of all, as the page's largest paint ('lcp': the only one with
 * fetchpriority="high"), at once ('eager': in the first screen), or when scrolled near ('lazy').
 */
export type ImageLoading = 'lcp' | 'eager' | 'lazy';

export function imageLoadingProps(loading: ImageLoading) {
  return {
    loading: loading === 'lazy' ? 'lazy' : 'eager',
    fetchPriority: loading === 'lcp' ? 'high' : undefined,
  } as const;
}

/** In a list whose first `inFirstScreen` images show at once, the very first is the LCP. */
export function listImageLoading(index: number, inFirstScreen: number): ImageLoading {
  if (index >= inFirstScreen) return 'lazy';
  return index === 0 ? 'lcp' : 'eager';
}
