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
 * gray.7 and red.8 keep secondary text and field messages readable.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
