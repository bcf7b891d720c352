import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import toastClasses from './features/toasts.module.css';
import anchorClasses from './components/anchor.module.css';

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
  // Two weights only, regular and bold: each weight the page uses is one more font to find and
  // set up before its first layout (half of /products' layout time on a fresh page, measured
  // 2026-11-27), and phones render a 600 with their bold face anyway (decision 039).
  fontWeights: { regular: '400', medium: '700', bold: '700' },
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  // Dark text on ochre buttons: white on ochre fails WCAG contrast (2.4:1).
  autoContrast: true,
  luminanceThreshold: 0.25,
  components: {
    // A link takes the size, weight and line height of the text it sits in: Mantine's own 16 px
    // made « conditions d’utilisation » or « Activer la double authentification » larger than
    // the 14-px sentence around them. A link given its own `fz` or `fw` keeps it; one inside a
    // paragraph is underlined (anchor.module.css).
    Anchor: { defaultProps: { inherit: true }, classNames: { root: anchorClasses.inSentence } },
    // Toasts' close buttons are icons: screen readers need their name.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Fermer la notification' } },
    },
    // Where toasts show: under the header (app/features/toasts.ts).
    Notifications: { classNames: { root: toastClasses.container } },
  },
});

/** The browser's bar colour (`theme-color`) in each scheme: the page's background. */
export const THEME_COLORS = { dark: '#1a1612', light: '#fbf6ee' } as const;

/**
 * Mantine's dark scheme writes errors in red 8, below WCAG contrast on our dark surfaces (axe
 * 'color-contrast'): every field error and message uses the lighter red 4 instead.
 * The light scheme (an account's darkMode off) is shea cream and bark: Mantine's grey dimmed
 * text, red 8 errors and ochre 7 links fall below 4.5:1 there, so darker shades of the same
 * palette replace them. The storefront's bars (header, footer, dashboards' top bar) follow the
 * scheme through the `--baobab-bar-*` variables.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-body': THEME_COLORS.light,
    '--mantine-color-text': '#211c17',
    '--mantine-color-dimmed': '#5c5246',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-anchor': 'var(--mantine-color-ocre-9)',
    '--mantine-color-ocre-text': 'var(--mantine-color-ocre-9)',
    '--mantine-color-feuille-text': 'var(--mantine-color-feuille-9)',
    // Light shades written as text on dark surfaces (prices, stars, field errors) turn dark.
    '--mantine-color-ocre-4': '#8a5000',
    '--mantine-color-red-4': '#c92a2a',
    // Light badges and outline buttons (« Cette session », « Désactivée », « Supprimer mon compte »).
    '--mantine-color-green-light-color': '#1e6b2e',
    '--mantine-color-gray-light-color': 'var(--mantine-color-gray-9)',
    '--mantine-color-red-outline': 'var(--mantine-color-red-9)',
    '--baobab-soft-text': '#4d453a',
    '--baobab-bar-bg': '#f3eadb',
    '--baobab-bar-border': '#dccbb2',
    '--baobab-bar-text': '#211c17',
    '--baobab-bar-dimmed': '#4d453a',
    '--baobab-bar-accent': '#7f4a00',
    '--baobab-bar-leaf': '#2f6b1f',
  },
  dark: {
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--baobab-soft-text': 'var(--mantine-color-dark-1)',
    '--baobab-bar-bg': 'var(--mantine-color-dark-8)',
    '--baobab-bar-border': 'var(--mantine-color-dark-5)',
    '--baobab-bar-text': 'var(--mantine-color-dark-0)',
    '--baobab-bar-dimmed': 'var(--mantine-color-dark-1)',
    '--baobab-bar-accent': 'var(--mantine-color-ocre-4)',
    '--baobab-bar-leaf': 'var(--mantine-color-feuille-3)',
  },
});
