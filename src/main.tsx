// The portal's entry: the styles of the screens before sign-in (the rest load with the signed-in
// layouts), then the app over the assembled route tree.
import './publicScreenStyles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { portalSessionStore } from '../runtime/api/portalApi';
import { CadenceApp } from '../runtime/app/CadenceApp';
import { startRemoteConsoleLog } from '../runtime/logging/startRemoteConsoleLog';
import { RuntimeRegistryProvider } from '../runtime/registry/RuntimeRegistryContext';
import { adoptSessionFromOtherTab } from '../runtime/session/tabSharing';
import { appRegistry } from './appRegistry';
import { appRoutes } from './routes';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Console output also goes to the middleware's remote log ([remote-console-log]).
startRemoteConsoleLog();

// A tab opened beside a signed-in one starts from its session (issue 27, defect 8).
void adoptSessionFromOtherTab(portalSessionStore()).finally(() =>
  createRoot(root).render(
    <StrictMode>
      <RuntimeRegistryProvider value={appRegistry}>
        <CadenceApp routes={appRoutes} />
      </RuntimeRegistryProvider>
    </StrictMode>,
  ),
);
