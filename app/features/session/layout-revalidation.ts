import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * A dashboard layout's loader (its owner, what needs attention) runs again after a write and
 * when the screen changes, not when a screen pages, searches or opens a dialog in its address:
 * on a slow link each of those would wait for it too.
 */
export function layoutShouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}
