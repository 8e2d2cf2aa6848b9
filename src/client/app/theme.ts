/**
 * The Mantine theme. Primary shades are darker than Mantine's defaults so
 * white text on filled buttons and coloured text on light surfaces pass
 * WCAG AA contrast; dimmed text is darkened for the same reason.
 */
import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  autoContrast: true,
  luminanceThreshold: 0.4,
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
  },
});
