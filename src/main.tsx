// The portal's entry: the styles of the screens before sign-in (the rest load with the signed-in
// layouts), then the app over the assembled route tree.
import './publicScreenStyles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CadenceApp } from '../runtime/app/CadenceApp';
import { startRemoteConsoleLog } from '../runtime/logging/startRemoteConsoleLog';
import { RuntimeRegistryProvider } from '../runtime/registry/RuntimeRegistryContext';
import { appRegistry } from './appRegistry';
import { appRoutes } from './routes';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Console output also goes to the middleware's remote log ([remote-console-log]).
startRemoteConsoleLog();

createRoot(root).render(
  <StrictMode>
    <RuntimeRegistryProvider value={appRegistry}>
      <CadenceApp routes={appRoutes} />
    </RuntimeRegistryProvider>
  </StrictMode>,
);
