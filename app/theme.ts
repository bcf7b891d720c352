import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import toastClasses from './features/toasts.module.css';

// Warm, natural palette: ochre and shea tones on earthy darks, leaf green for accents.
const ocre: MantineColorsTuple = [
  '#fff6e6',
  '#fbe9cc',
  '#f5d29a',
  '#efb963',
  '#eaa437',
  '#e6961b',
  '#e48f0b',
  '#ca7b00',
  '#b46c00',
  '#9c5b00',
];
const feuille: MantineColorsTuple = [
  '#eef8ec',
  '#dfeeda',
  '#bddcb3',
  '#98c989',
  '#79b966',
  '#65ae50',
  '#5aa944',
  '#499335',
  '#3e832d',
  '#307122',
];
// Mantine's dark scale, tinted brown so the dark theme feels like wood and earth, not steel.
const dark: MantineColorsTuple = [
  '#e0d9cc',
  '#bfb5a4',
  '#9a8f7d',
  '#726858',
  '#4d453a',
  '#3b342b',
  '#2c2620',
  '#211c17',
  '#1a1612',
  '#120f0c',
];

export const theme = createTheme({
  primaryColor: 'ocre',
  primaryShade: { light: 7, dark: 5 },
  colors: { ocre, feuille, dark },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  // Dark text on ochre buttons: white on ochre fails WCAG contrast (2.4:1).
  autoContrast: true,
  luminanceThreshold: 0.25,
  components: {
    // Toasts' close buttons are icons: screen readers need their name.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Fermer la notification' } },
    },
    // Where toasts show: under the header (app/features/toasts.ts).
    Notifications: { classNames: { root: toastClasses.container } },
  },
});

/**
 * Mantine's dark scheme writes errors in red 8, below WCAG contrast on our dark surfaces (axe
 * 'color-contrast'): every field error and message uses the lighter red 4 instead.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {},
  dark: { '--mantine-color-error': 'var(--mantine-color-red-4)' },
});
