// The frame around every screen: the mobile or desktop header, the side menu, the player's
// bottom toolbar, and the pieces that float above all screens (error modal, market block popup,
// toasts, chat button, scroll-to-top). Also runs the 10 s balance poll while a player is logged in.
import { useAtomValue } from '../../lib/atom-hooks.ts';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ChatButton } from '../../components/chat-button.tsx';
import { ErrorModalHost } from '../../components/error-modal-host.tsx';
import { MarketBlockPopup } from '../../components/market-block-popup.tsx';
import { ScrollToTop } from '../../components/scroll-to-top.tsx';
import { startBalancePoll } from '../../lib/balance.ts';
import { sessionAtom } from '../../lib/session.ts';
import { useIsMobile } from '../../lib/use-media-query.ts';
import { useStartedAfter } from '../../lib/use-started-after.ts';
import { BottomToolbar } from './bottom-toolbar.tsx';
import { DesktopHeader } from './desktop-header.tsx';
import { MobileTopBar } from './mobile-top-bar.tsx';
import { useSite } from './use-site.ts';

// Out of the first paint (the budget of scripts/size.ts): the side menu opens on a tap and the toast
// region is mounted just after the first paint; both are fetched while the player reads the page.
const sideMenuChunk = () => import('./side-menu.tsx');
const SideMenu = lazy(() => sideMenuChunk().then((m) => ({ default: m.SideMenu })));
const ToastHost = lazy(() => import('../../components/toast.tsx').then((m) => ({ default: m.ToastHost })));
// The reality check: players only, its own chunk, out of the first paint, mounted a few seconds
// after start-up (its chunk, strings and first request wait for the screen's own; a reminder already due
// then shows at that moment, which it also would once the request came back).
const REALITY_CHECK_AFTER_MS = 4000;
// The toast region: no screen shows a toast in its first seconds (toasts answer a player's action), and one
// shown sooner waits in its atom until the region is in.
const TOASTS_AFTER_MS = 2000;
const RealityCheck = lazy(() => import('../reality-check.tsx').then((m) => ({ default: m.RealityCheck })));
const PREFETCH_AFTER_MS = 2000;

/** Full-screen routes draw their own frame. */
const BARE_ROUTES = ['/gamerun', '/operator'];
/** The house game screens: shown inside /gamerun's frame, with no bars, chat button or balance poll of their own. */
const isHouseGame = (path: string) => path.startsWith('/house/') && path !== '/house/verify';

/** The exchange draws its own fixed bottom nav on these; the player toolbar would sit on top of it.
 *  Matched on the path so the shell does not depend on the exchange feature. */
const hasOwnBottomNav = (path: string) => /^\/exchange(?:$|[-/])/.test(path) || path === '/odds-view';
/** The support chat's own screens: the floating chat button would only cover their reply box (decision 0176). */
const isOwnChat = (path: string) => /^\/chat(?:$|[-/])/.test(path);

export function ShellLayout({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const session = useAtomValue(sessionAtom);
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const { general, social } = useSite();
  const realityCheckStarted = useStartedAfter(REALITY_CHECK_AFTER_MS);
  const toastsStarted = useStartedAfter(TOASTS_AFTER_MS);
  const isPlayer = session !== null && session.role !== 'operator';

  const houseGame = isHouseGame(location);
  useEffect(() => (isPlayer && !houseGame ? startBalancePoll() : undefined), [isPlayer, houseGame, session?.token]);
  useEffect(() => setMenuOpen(false), [location]);
  useEffect(() => {
    if (!isMobile) return;
    const id = setTimeout(() => void sideMenuChunk(), PREFETCH_AFTER_MS);
    return () => clearTimeout(id);
  }, [isMobile]);

  const bare = BARE_ROUTES.includes(location) || houseGame;
  const toolbar = !bare && isMobile && isPlayer && !hasOwnBottomNav(location);
  // With the player's toolbar the chat button has a place of its own in it, over no screen (shell.css).
  return (
    <div className={`shell ${isMobile ? 'shell-mobile' : 'shell-desktop'}${isPlayer ? ' shell-player' : ''}${toolbar ? ' shell-chat-docked' : ''}`}>
      {!bare && (isMobile ? <MobileTopBar onMenu={() => setMenuOpen(true)} /> : <DesktopHeader />)}
      {isMobile && menuOpen && (
        <Suspense fallback={null}>
          <SideMenu open onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
      <main className="shell-main">{children}</main>
      {toolbar && <BottomToolbar />}
      {!bare && !isOwnChat(location) && <ChatButton intercom={general?.intercom} whatsapp={general?.whatsapp || social?.whatsapp} tawkId={general?.tawk_id} />}
      <ScrollToTop />
      {toastsStarted && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
      {isPlayer && realityCheckStarted && (
        <Suspense fallback={null}>
          <RealityCheck key={session?.token} />
        </Suspense>
      )}
      <MarketBlockPopup />
      <ErrorModalHost />
    </div>
  );
}
