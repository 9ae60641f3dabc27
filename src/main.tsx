import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadRoute } from './app/preload-route.ts';
import { watchInstallPrompt } from './lib/install-app.ts';
import { primeSiteAnswers } from './lib/site-answers.ts';
import { startServiceWorker } from './lib/service-worker.ts';
import { startTheme } from './lib/theme.ts';
import './styles/base.css';

startTheme();
// The browser offers its install prompt once per page load, possibly before any screen is up.
watchInstallPrompt();
// Offline page, cached app shell, installability and updates (docs/decisions/0068).
startServiceWorker();

// Until React's first commit the server's static first frame stays on screen (server/pages/page-variants.ts:
// the header bar with the logo; the home's first banner; the sign-in card with its logo). React starts once the opened screen's chunk and strings are in
// (the server's modulepreload links asked for them with the entry), so that commit shows the screen
// itself, not the loading line first; and it renders as a transition, in slices that yield to the
// browser, so a slow phone's main thread is never blocked for long at start-up.
const root = createRoot(document.getElementById('root')!);
// The logo, site settings and social links (and the home's sliders) the server wrote into the page, read in
// a task of their own: checking them builds their contracts' schemas (a large share of the entry's
// start-up), and one long task of both is blocking time on a slow phone (decision 0161).
// They are in before the route's preload asks for the logo, so the API is not asked for any of them.
setTimeout(() => {
  primeSiteAnswers();
  void preloadRoute(location.pathname, localStorage.getItem('token') !== null).then(() =>
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    }),
  );
}, 0);
