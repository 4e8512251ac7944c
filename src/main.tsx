// The portal's entry: global styles, then the app over the assembled route tree.
import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CadenceApp } from '../runtime/app/CadenceApp';
import { appRoutes } from './routes';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <CadenceApp routes={appRoutes} />
  </StrictMode>,
);
