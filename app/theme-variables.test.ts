import { describe, expect, it } from 'vitest';
import { themeCssVariables } from './theme-css-variables.ts';
import { cssVariablesResolver, theme } from './theme.ts';

describe('the theme’s stylesheet', () => {
  it('holds the CSS variables of app/theme.ts (after a theme change: npx vitest run -u app/theme-variables.test.ts)', async () => {
    const css = themeCssVariables(theme, cssVariablesResolver);
    expect(css).toContain('--mantine-color-ocre-5: #e6961b;');
    expect(css).toContain('--mantine-color-error: var(--mantine-color-red-4);');
    await expect(css).toMatchFileSnapshot('./theme-variables.css');
  });
});
