import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Deep teal: calm and trustworthy; shades 7 and above carry white text at WCAG AA. */
const brand: MantineColorsTuple = ['#e7f5f6', '#cce9ec', '#9dd3d9', '#69bbc4', '#40a5b0', '#26919d', '#15808c', '#0d6b76', '#0b5661', '#07414a'];

// The system's fonts in both scripts (every phone and computer has a good Arabic one): a page
// downloads no font, which on a slow phone connection brought the first paint of Arabic pages
// about 0.7 s earlier (docs/performance.md).
const fontFamily = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', Tahoma, sans-serif";

export const theme = createTheme({
  colors: { brand },
  primaryColor: 'brand',
  primaryShade: 8,
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  black: '#1b2a2f',
  // A reader who asked their system for less motion gets menus, dialogs and notices without their
  // transitions (WCAG 2.3.3).
  respectReducedMotion: true,
});

/** Error and hint text under inputs is small: darker shades keep it at WCAG AA contrast on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-red-9)', '--mantine-color-dimmed': 'var(--app-text-muted)' },
  dark: {},
});
