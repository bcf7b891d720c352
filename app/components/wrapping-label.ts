/**
 * Styles of a Mantine Button whose label wraps onto a second line instead of being cut where
 * the screen is narrow (Mantine keeps a label on one line and hides what overflows). Give the
 * button `h="auto"` and some `py`, so that its height follows its lines.
 */
export const WRAPPING_LABEL = { label: { whiteSpace: 'normal', textAlign: 'center' } } as const;
