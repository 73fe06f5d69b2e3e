import { directionOf } from '@app/shared';
import {
  convertCssVariables,
  deepMerge,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  DirectionProvider,
  em,
  keys,
  MantineProvider,
  mergeMantineTheme,
  px,
  useMantineTheme,
  type ConvertCSSVariablesInput,
  type MantineTheme,
} from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { currentLanguageId } from '../lib/language';
import { renderScope } from '../lib/render-scope';
import { NotificationsHost } from './NotificationsHost';
import { cssVariablesResolver, theme } from './theme';

/** What marks the theme's <style> elements in the head (MantineHeadStyles, or the server's). */
const STYLES_MARK = 'data-mantine-styles';

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <DirectionProvider initialDirection={directionOf(currentLanguageId())} detectDirection={false}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
        {!renderScope() && !stylesInHead && <MantineHeadStyles />}
        <NotificationsHost />
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}

/**
 * The theme's CSS variables and Mantine's breakpoint classes, which MantineProvider would write as
 * <style> elements where it sits, inside <body>: HTML allows <style> only in <head> (the Nu HTML
 * Checker says so). The same rules, made as Mantine makes them (MantineCssVariables, MantineClasses),
 * are written at the end of <head>: still after the app's own stylesheets, so they win as before.
 */
function MantineHeadStyles() {
  const theme = useMantineTheme();
  return createPortal(
    <>
      <style data-mantine-styles="true" dangerouslySetInnerHTML={{ __html: themeVariablesCss(theme) }} />
      <style data-mantine-styles="classes" dangerouslySetInnerHTML={{ __html: breakpointClassesCss(theme) }} />
    </>,
    document.head,
  );
}

/** Whether the server wrote the styles into this page's head (a page it rendered). */
const stylesInHead = typeof document !== 'undefined' && document.head.querySelector(`style[${STYLES_MARK}]`) !== null;

/** The same two <style> elements, as the server writes them into the head of a page it rendered. */
export function headStylesHtml(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  return `<style ${STYLES_MARK}="true">${themeVariablesCss(merged)}</style><style ${STYLES_MARK}="classes">${breakpointClassesCss(merged)}</style>`;
}

/** Mantine's own variables, worked out when first needed: a page whose head has the styles never needs them. */
let mantineDefaults: ConvertCSSVariablesInput | undefined;

/** The variables this theme and resolver set that Mantine's default stylesheet does not already set to the same value. */
function themeVariablesCss(theme: MantineTheme): string {
  const defaults = (mantineDefaults ??= defaultCssVariablesResolver(DEFAULT_THEME));
  const merged = deepMerge<ConvertCSSVariablesInput>(defaultCssVariablesResolver(theme), cssVariablesResolver(theme));
  const changed = (group: keyof ConvertCSSVariablesInput) =>
    Object.fromEntries(Object.entries(merged[group]).filter(([name, value]) => defaults[group][name as keyof (typeof defaults)[typeof group]] !== value));
  return convertCssVariables({ variables: changed('variables'), light: changed('light'), dark: changed('dark') });
}

function breakpointClassesCss({ breakpoints }: MantineTheme): string {
  return keys(breakpoints)
    .map((breakpoint) => {
      const value = breakpoints[breakpoint]!;
      const pixels = px(value) as number;
      const below = value.includes('px') ? `${pixels - 0.1}px` : em(pixels - 0.1);
      const from = value.includes('px') ? `${pixels}px` : em(pixels);
      return `@media (max-width: ${below}) {.mantine-visible-from-${breakpoint} {display: none !important;}}@media (min-width: ${from}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`;
    })
    .join('');
}
