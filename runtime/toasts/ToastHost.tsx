import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { constants } from '../../src/generated/catalog';

/** Where toasts appear; mount once inside the `MantineProvider`, beside the routes. */
export function ToastHost() {
  return <Notifications position="top-right" autoClose={constants.toastDefaultMs} limit={5} />;
}
