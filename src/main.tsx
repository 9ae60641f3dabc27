import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { watchInstallPrompt } from './lib/install-app.ts';
import { startServiceWorker } from './lib/service-worker.ts';
import { startTheme } from './lib/theme.ts';
import './styles/base.css';

startTheme();
// The browser offers its install prompt once per page load, possibly before any screen is up.
watchInstallPrompt();
// Offline page, cached app shell, installability and updates (docs/decisions/0068).
startServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
