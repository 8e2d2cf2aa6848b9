/**
 * The Mantine theme. Primary shades are darker than Mantine's defaults so
 * white text on filled buttons and coloured text on light surfaces pass
 * WCAG AA contrast; dimmed text is darkened for the same reason. Auto
 * contrast switches to black text above luminance 0.179, the point where
 * black and white text have equal contrast, so filled colours always get
 * the better of the two (at least 4.58:1).
 * Modal and drawer close buttons are icons only, so they get a name.
 * An alert's title is in the text colour: the light variant's tinted titles
 * fall under AA on several tints (yellow's is 2.7:1); the icon and the tint
 * still carry the alert's colour.
 * A field's error text is a darker red than Mantine's (red 6 is 3.3:1 on
 * white, red 8 on dark 2.7:1): red 8 in light, red 5 in dark pass AA.
 * Teal text (c="teal", a done message) is teal 9 in light: the filled
 * shade, teal 8, is 3.9:1 on white; dark keeps Mantine's teal 4.
 */
import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 7 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  autoContrast: true,
  luminanceThreshold: 0.179,
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Alert: { styles: { title: { color: 'var(--mantine-color-text)' } } },
    // A file field's placeholder is page text (a span), not an input's
    // ::placeholder, so it must reach 4.5:1: the dimmed colour does.
    FileInput: { styles: { placeholder: { color: 'var(--mantine-color-dimmed)' } } },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-teal-text': 'var(--mantine-color-teal-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-5)',
  },
});
