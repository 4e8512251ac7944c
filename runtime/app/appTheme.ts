import {
  createTheme,
  defaultVariantColorsResolver,
  Loader,
  NavLink,
  type CSSVariablesResolver,
  type VariantColorsResolver,
} from '@mantine/core';

/** Mantine's colours whose darkest shade still fails 4.5:1 under white text or on its own tint. */
const paleColours = new Set(['yellow', 'orange', 'lime']);

/**
 * Button, badge and action icon colours at WCAG AA (issue 27, defect 10: light buttons failed
 * contrast): the pale colours carry dark text in every variant that fills or tints them, and
 * their text on white is the darkest shade.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colours = defaultVariantColorsResolver(input);
  const colour = typeof input.color === 'string' ? input.color.split('.')[0] : undefined;
  if (colour === undefined || !paleColours.has(colour)) return colours;
  if (input.variant === 'filled') return { ...colours, color: 'var(--mantine-color-black)' };
  if (input.variant === 'light' || input.variant === 'subtle' || input.variant === 'outline' || input.variant === 'transparent') {
    return { ...colours, color: 'var(--mantine-color-dark-7)' };
  }
  return colours;
};

/**
 * The light colour scheme's tints and grey text at WCAG AA: a light button's shade-9 text on its
 * shade-1 tint is 4.3:1 for teal, so the tint is shade 0 (shade 1 on hover, where the text is
 * still 4.5:1 against shade 0's neighbour); dimmed text is grey 7 instead of grey 6 (3.3:1 on
 * white).
 */
const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    ...Object.fromEntries(
      Object.keys(theme.colors).flatMap((name) => [
        [`--mantine-color-${name}-light`, `var(--mantine-color-${name}-0)`],
        [`--mantine-color-${name}-light-hover`, `var(--mantine-color-${name}-1)`],
      ]),
    ),
  },
  dark: {},
});

/**
 * The portal's Mantine theme: light, the product's teal as primary colour, and a focus ring on
 * every focusable element for keyboard users. Contrast is settled here for every screen
 * ({@link appCssVariablesResolver}, the variant colours), never per button.
 */
export const appTheme = createTheme({
  primaryColor: 'teal',
  // Shade 9 keeps white button text and teal links above the 4.5:1 contrast WCAG AA asks for.
  primaryShade: 9,
  focusRing: 'always',
  defaultRadius: 'sm',
  variantColorResolver,
  components: {
    // The light variant's teal-on-pale-teal active menu item falls below 4.5:1; filled (white on
    // teal 9) does not.
    NavLink: NavLink.extend({ defaultProps: { variant: 'filled' } }),
    // A loader is a live status: its label is read out, and axe refuses an aria-label on a span
    // without a role (aria-prohibited-attr).
    Loader: Loader.extend({ defaultProps: { role: 'status', 'aria-label': 'Loading' } }),
  },
});

/** Pass to `MantineProvider` beside {@link appTheme}. */
export const appCssVariablesResolver = cssVariablesResolver;
