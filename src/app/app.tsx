import { lazy, Suspense } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { useAtomValue } from '../lib/atom-hooks.ts';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Redirect, Route, Switch } from 'wouter';
import { i18n } from '../lib/i18n.ts';
import { sessionAtom } from '../lib/session.ts';
import { store } from '../lib/store.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { ShellLayout } from './layouts/shell-layout.tsx';
import { ROUTES, type RouteDef } from './routes.ts';

// The operator console's address for anyone not staff (features/auth/staff-gate.tsx): a chunk of its own,
// fetched only when someone who is not staff opens the console.
const StaffGate = lazy(() => import('../features/auth/staff-gate.tsx').then((m) => ({ default: m.StaffGate })));

/**
 * The access rule: without a stored token, a player's route goes to /login. The console is
 * not a player's page, so it never sends anyone to the players' log-in: a guest gets the console's own
 * log-in there, a player is told the page is for staff.
 */
function Guarded({ route }: { route: RouteDef }) {
  const session = useAtomValue(sessionAtom);
  if (route.access === 'operator' && session?.role !== 'operator') return <StaffGatePage title={route.title} />;
  if (route.access !== 'public' && !session) return <Redirect to="/login" replace />;
  return <RoutePage route={route} />;
}

function StaffGatePage({ title }: { title: string }) {
  useDocumentTitle(title);
  return <StaffGate />;
}

/** A screen renders once its own namespaces are in (they load on demand with its chunk; see routes.ts). */
function RoutePage({ route }: { route: RouteDef }) {
  useTranslation([...route.component.namespaces]);
  useDocumentTitle(route.title);
  const Page = route.component;
  return <Page />;
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div className="screen-loading" role="status">
      {t('common:loading')}
    </div>
  );
}

export function App() {
  return (
    <JotaiProvider store={store}>
      <I18nextProvider i18n={i18n}>
        {/* Outer boundary: in Bangla even the shell waits for its (on-demand) strings. */}
        <Suspense fallback={null}>
          <ShellLayout>
            <Suspense fallback={<Loading />}>
              <Switch>
                {ROUTES.map((route) => (
                  <Route key={route.path} path={route.path}>
                    <Guarded route={route} />
                  </Route>
                ))}
                <Route>
                  <Redirect to="/" replace />
                </Route>
              </Switch>
            </Suspense>
          </ShellLayout>
        </Suspense>
      </I18nextProvider>
    </JotaiProvider>
  );
}
