import { createTheme, Loader, NavLink } from '@mantine/core';

/**
 * The portal's Mantine theme: light, the product's teal as primary colour, and a focus ring on
 * every focusable element for keyboard users.
 */
export const appTheme = createTheme({
  primaryColor: 'teal',
  // Shade 9 keeps white button text and teal links above the 4.5:1 contrast WCAG AA asks for.
  primaryShade: 9,
  focusRing: 'always',
  defaultRadius: 'sm',
  components: {
    // The light variant's teal-on-pale-teal active menu item falls below 4.5:1; filled (white on
    // teal 9) does not.
    NavLink: NavLink.extend({ defaultProps: { variant: 'filled' } }),
    // A loader is a live status: its label is read out, and axe refuses an aria-label on a span
    // without a role (aria-prohibited-attr).
    Loader: Loader.extend({ defaultProps: { role: 'status', 'aria-label': 'Loading' } }),
  },
});
