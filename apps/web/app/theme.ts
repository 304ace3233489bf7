import { type CSSVariablesResolver, createTheme, Fieldset } from '@mantine/core';

/** Darker primary shades than Mantine's default so text and buttons meet WCAG AA contrast. */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 6 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  colors: {},
  components: {
    // A group's legend reads as its heading.
    Fieldset: Fieldset.extend({
      styles: { legend: { fontWeight: 700, paddingInline: 0, marginBottom: 'var(--mantine-spacing-xs)' } },
    }),
  },
});

/**
 * Mantine's dimmed grey (#868e96, 3.3:1 on white) and error red (#fa5252, 3.6:1) are below AA for body text;
 * gray.7 and red.8 keep secondary text and field messages readable. The light variant's hover (indigo.2 under its
 * indigo.9 text, 4.1:1: the active menu entry, 'Sepete Git') turns lighter instead, indigo.0 at 6.0:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-indigo-light-hover': 'var(--mantine-color-indigo-0)',
    '--mantine-primary-color-light-hover': 'var(--mantine-color-indigo-0)',
  },
  dark: {},
});
