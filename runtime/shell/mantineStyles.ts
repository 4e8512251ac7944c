// Mantine's whole stylesheet, for every screen behind sign-in: imported by the signed-in layouts
// (AppShellLayout, WindowLayout), which load lazily, so the login route never waits for it (it
// has the part it shows: src/publicScreenStyles.ts). Rules the login part already set come again
// in the same order, which changes nothing.
import '@mantine/core/styles.css';
