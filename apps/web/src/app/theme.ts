import { createTheme, DEFAULT_THEME, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * Mantine's palettes with the darker shades deepened so that every shade a
 * component fills with (shade 8, the primary shade) carries white text at
 * 4.5:1 or better, and every `light` variant (shade 9 text on a pale tint)
 * does too (WCAG 2.2 AA, checked by e2e/tests/screens.spec.ts).
 * Shades 0–6 are Mantine's own: pale tints and the charts keep their look.
 */
const deepen = (base: MantineColorsTuple, seven: string, eight: string, nine: string): MantineColorsTuple =>
  [...base.slice(0, 7), seven, eight, nine] as unknown as MantineColorsTuple;

const colors = {
  // The brand green: white on shade 8 is 5.0:1 (Mantine's #099268 was 3.9:1).
  teal: deepen(DEFAULT_THEME.colors.teal, '#099268', '#087f5b', '#066649'),
  green: deepen(DEFAULT_THEME.colors.green, '#2a7f3b', '#237a36', '#1e6b2f'),
  orange: deepen(DEFAULT_THEME.colors.orange, '#d9480f', '#b8460b', '#a5400b'),
  // Grey 6 is the `dimmed` text colour: 6.1:1 on white (Mantine's #868e96 was 3.3:1).
  gray: [
    ...DEFAULT_THEME.colors.gray.slice(0, 6),
    '#5c636a',
    ...DEFAULT_THEME.colors.gray.slice(7),
  ] as unknown as MantineColorsTuple,
  red: deepen(DEFAULT_THEME.colors.red, '#e03131', '#c92a2a', '#a61e1e'),
};

const base = createTheme({
  colors,
  primaryColor: 'teal',
  primaryShade: { light: 8, dark: 6 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Mantine's transitions (modals, menus, popovers) are instant for people who ask for less motion (decision 413).
  respectReducedMotion: true,
});

/** The theme, with the accessible names of close buttons in the interface language. */
export interface ThemeLabels {
  close: string;
  /** Names of the pagination's first, previous, next and last buttons, and of a page number. */
  pagination: Record<'first' | 'previous' | 'next' | 'last', string>;
  page: (page: number) => string;
}

export const createAppTheme = ({ close: closeLabel, pagination, page }: ThemeLabels) =>
  createTheme({
    ...base,
    components: {
      // Plain objects, not Modal.extend(...): importing the components here would put them, and Popover's
      // floating-ui, into every screen's first load (the app's 200 KB budget, bench 090).
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
      Alert: { defaultProps: { closeButtonLabel: closeLabel } },
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
      // Mantine's initial-focus placeholder (role=presentation with a tabindex) breaks the menu's ARIA
      // structure; without it focus goes to the first item, as the WAI-ARIA menu pattern has it.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
      Pagination: {
        defaultProps: {
          getControlProps: (control: keyof ThemeLabels['pagination']) => ({ 'aria-label': pagination[control] }),
          getItemProps: (n: number) => ({ 'aria-label': page(n) }),
        },
      },
    },
  });

/** Text on light surfaces that must stay readable: the error colour at 5.5:1 instead of red 6 (3.3:1). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-red-8)' },
  dark: {},
});
