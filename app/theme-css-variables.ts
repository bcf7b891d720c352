import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
  type CSSVariablesResolver,
  type MantineThemeOverride,
} from '@mantine/core';

// The theme's CSS variables as a stylesheet, written once into app/theme-variables.css (a file
// snapshot of app/theme-variables.test.ts) instead of a <style> tag in every page: Mantine
// rendered 11.5 KB of them into each page's HTML. Only the variables that differ from
// Mantine's defaults (its own stylesheet has those), as MantineProvider would render them.

type Variables = Record<string, string>;

/** `ours` without what `defaults` already gives the same value. */
function changedFrom(defaults: Variables, ours: Variables): Variables {
  return Object.fromEntries(
    Object.entries(ours).filter(([name, value]) => defaults[name] !== value),
  );
}

export function themeCssVariables(
  override: MantineThemeOverride,
  resolver: CSSVariablesResolver,
): string {
  const theme = mergeMantineTheme(DEFAULT_THEME, override);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const ours = defaultCssVariablesResolver(theme);
  const extra = resolver(theme);
  const changed: ConvertCSSVariablesInput = {
    variables: changedFrom(defaults.variables, { ...ours.variables, ...extra.variables }),
    light: changedFrom(defaults.light, { ...ours.light, ...extra.light }),
    dark: changedFrom(defaults.dark, { ...ours.dark, ...extra.dark }),
  };
  return `${convertCssVariables(changed)}\n`;
}
