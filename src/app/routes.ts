// Every client route with its access rule and its document title (a key of
// the titles namespace, src/locales/*/titles.json). Pages are lazy route chunks, so the first paint
// of / loads only the shell and the home screen. Each page names the string namespaces it shows; they
// are fetched together with its chunk (never one after the other), and no other area's strings load
// for it (the first paint of a route loads only what it shows).
import { createElement, lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { markRouteScreenCommitted } from '../lib/first-screen.ts';
import { getGeneral, getSliders } from '../lib/content-api.ts';
import { ALL_NAMESPACES, i18n } from '../lib/i18n.ts';
import { readShared } from '../lib/read-cache.ts';

export type Access = 'public' | 'player' | 'operator';
export type PageComponent = LazyExoticComponent<ComponentType> & { namespaces: readonly string[]; preload: () => Promise<unknown> };
export interface RouteDef {
  path: string;
  access: Access;
  title: string;
  component: PageComponent;
}

/**
 * A lazy page and its namespaces (beyond the bundled common, shell, home and titles), loaded in parallel.
 * `preload` starts the same single load the lazy component waits for: main.tsx calls it for the address
 * being opened before React starts, so the chunk (already asked for by the server's modulepreload links,
 * server/pages/page-variants.ts) and its strings are in when React first renders, and the screen appears in one
 * step instead of the loading line first.
 */
const page = (load: () => Promise<ComponentType>, namespaces: readonly string[]): PageComponent => {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const preload = () => {
    loading ??= Promise.all([load(), i18n.loadNamespaces([...namespaces])]).then(([component]) => ({ default: committed(component) }));
    // A failed load (offline) is forgotten, so the next render's attempt asks again.
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  return Object.assign(lazy(preload), { namespaces, preload });
};

/**
 * The screen, telling src/lib/first-screen.ts when it has first committed: its effect runs after those of
 * everything inside it, so a screen that says itself when it is drawn (the exchange feed) has held the
 * signal by then.
 */
function committed(Screen: ComponentType): ComponentType {
  return function CommittedScreen() {
    useEffect(() => markRouteScreenCommitted(), []);
    return createElement(Screen);
  };
}

// Home's banners are its largest paint: their list is asked for together with the home chunk, not after
// it, and the screen first renders with them and the general settings (its notice line sits above the
// banners) in, so nothing is inserted above the banner after the first paint. A failed lookup does not
// hold the screen back: it shows its "not loaded" state as before.
const homePage = () =>
  Promise.all([
    import('../features/home/home-page.tsx'),
    readShared('sliders', getSliders).catch(() => undefined),
    readShared('general', getGeneral).catch(() => undefined),
  ]).then(([m]) => m.HomePage);

// biome-ignore format: one route per line, as the route sweep and the first-paint plan read this table
export const ROUTES: RouteDef[] = [
  { path: '/', access: 'public', title: 'home', component: page(homePage, ['home']) },
  { path: '/login', access: 'public', title: 'login', component: page(() => import('../features/auth/login-page.tsx').then((m) => m.LoginPage), ['auth', 'errors']) },
  { path: '/signup', access: 'public', title: 'signup', component: page(() => import('../features/auth/signup-page.tsx').then((m) => m.SignupPage), ['auth', 'errors']) },
  { path: '/register', access: 'public', title: 'signup', component: page(() => import('../features/auth/signup-page.tsx').then((m) => m.SignupPage), ['auth', 'errors']) },
  { path: '/page/guest/register.jsp', access: 'public', title: 'signup', component: page(() => import('../features/auth/signup-page.tsx').then((m) => m.SignupPage), ['auth', 'errors']) },
  { path: '/forgot-password', access: 'public', title: 'forgotPassword', component: page(() => import('../features/auth/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage), ['auth', 'errors']) },
  { path: '/referral_code', access: 'public', title: 'codeCapture', component: page(() => import('../features/auth/code-capture-page.tsx').then((m) => m.ReferralCodeCapture), ['auth', 'errors']) },
  { path: '/affiliate_code', access: 'public', title: 'codeCapture', component: page(() => import('../features/auth/code-capture-page.tsx').then((m) => m.AffiliateCodeCapture), ['auth', 'errors']) },
  { path: '/agent_code', access: 'public', title: 'codeCapture', component: page(() => import('../features/auth/code-capture-page.tsx').then((m) => m.AgentCodeCapture), ['auth', 'errors']) },
  { path: '/player/logout', access: 'public', title: 'logout', component: page(() => import('../features/auth/logout-page.tsx').then((m) => m.LogoutPage), ['auth', 'errors']) },
  { path: '/reset-password', access: 'player', title: 'resetPassword', component: page(() => import('../features/auth/reset-password-page.tsx').then((m) => m.ResetPasswordPage), ['auth', 'errors']) },
  { path: '/account', access: 'player', title: 'account', component: page(() => import('../features/account/account-page.tsx').then((m) => m.AccountPage), ['account', 'errors']) },
  { path: '/profile', access: 'player', title: 'profile', component: page(() => import('../features/account/profile-page.tsx').then((m) => m.ProfilePage), ['account', 'errors']) },
  { path: '/vip', access: 'player', title: 'vip', component: page(() => import('../features/vip/vip-page.tsx').then((m) => m.VipPage), ['vip', 'errors']) },
  { path: '/refrrel-program', access: 'player', title: 'referral', component: page(() => import('../features/referral/referral-page.tsx').then((m) => m.ReferralPage), ['referral', 'errors']) },
  { path: '/referral', access: 'player', title: 'referral', component: page(() => import('../features/referral/referral-page.tsx').then((m) => m.ReferralPage), ['referral', 'errors']) },
  // The gateway sends e-wallet payers back here (?ewa_trx=…&ewa_status=…): the return is settled first.
  { path: '/deposit', access: 'player', title: 'deposit', component: page(() => import('../features/wallet/ewallet-return.tsx').then((m) => m.depositScreen()), ['wallet', 'records', 'errors']) },
  { path: '/withdrawal', access: 'player', title: 'withdrawal', component: page(() => import('../features/wallet/withdrawal-page.tsx').then((m) => m.WithdrawalPage), ['wallet', 'records', 'errors']) },
  { path: '/make-payment', access: 'public', title: 'makePayment', component: page(() => import('../features/wallet/make-payment-page.tsx').then((m) => m.MakePaymentPage), ['wallet', 'records', 'errors']) },
  // The sandbox gateway's payer page (PAYMENT_GATEWAY=sandbox only; the server answers 404 otherwise).
  { path: '/sandbox-pay/:ref', access: 'player', title: 'sandboxPay', component: page(() => import('../features/wallet/sandbox-pay-page.tsx').then((m) => m.SandboxPayPage), ['wallet', 'records', 'errors']) },
  { path: '/payment-request', access: 'player', title: 'paymentRequest', component: page(() => import('../features/wallet/payment-request-page.tsx').then((m) => m.PaymentRequestPage), ['wallet', 'records', 'errors']) },
  { path: '/betting-record', access: 'player', title: 'bettingRecord', component: page(() => import('../features/records/betting-record-page.tsx').then((m) => m.BettingRecordPage), ['records', 'errors']) },
  { path: '/transaction-record', access: 'player', title: 'transactionRecord', component: page(() => import('../features/records/transaction-record-page.tsx').then((m) => m.TransactionRecordPage), ['records', 'errors']) },
  { path: '/turnover-record', access: 'player', title: 'turnoverRecord', component: page(() => import('../features/records/turnover-record-page.tsx').then((m) => m.TurnoverRecordPage), ['records', 'errors']) },
  { path: '/inbox', access: 'player', title: 'inbox', component: page(() => import('../features/inbox/inbox-page.tsx').then((m) => m.InboxPage), ['inbox', 'errors']) },
  // Responsible gambling: limits, breaks, the reality-check interval.
  { path: '/safer-play', access: 'player', title: 'saferPlay', component: page(() => import('../features/safer-play/safer-play-page.tsx').then((m) => m.SaferPlayPage), ['safer-play', 'errors']) },
  { path: '/chat', access: 'player', title: 'chat', component: page(() => import('../features/chat/chat-page.tsx').then((m) => m.ChatPage), ['chat', 'errors']) },
  { path: '/chat-list', access: 'player', title: 'chatList', component: page(() => import('../features/chat/chat-list-page.tsx').then((m) => m.ChatListPage), ['chat', 'errors']) },
  { path: '/chat-box', access: 'player', title: 'chatBox', component: page(() => import('../features/chat/chat-box-page.tsx').then((m) => m.ChatBoxPage), ['chat', 'errors']) },
  { path: '/chat-box/:chatId', access: 'player', title: 'chatBox', component: page(() => import('../features/chat/chat-box-page.tsx').then((m) => m.ChatBoxPage), ['chat', 'errors']) },
  { path: '/games', access: 'public', title: 'games', component: page(() => import('../features/casino/games-page.tsx').then((m) => m.GamesPage), ['casino', 'errors']) },
  { path: '/gamerun', access: 'player', title: 'gamerun', component: page(() => import('../features/casino/gamerun-page.tsx').then((m) => m.GameRunPage), ['casino', 'errors']) },
  { path: '/casino', access: 'player', title: 'casino', component: page(() => import('../features/casino/category-page.tsx').then((m) => m.CasinoCategoryPage), ['casino', 'errors']) },
  { path: '/slot', access: 'player', title: 'slot', component: page(() => import('../features/casino/category-page.tsx').then((m) => m.SlotCategoryPage), ['casino', 'errors']) },
  { path: '/table', access: 'player', title: 'table', component: page(() => import('../features/casino/category-page.tsx').then((m) => m.TableCategoryPage), ['casino', 'errors']) },
  { path: '/crash', access: 'player', title: 'crash', component: page(() => import('../features/casino/category-page.tsx').then((m) => m.CrashCategoryPage), ['casino', 'errors']) },
  { path: '/fishing', access: 'player', title: 'fishing', component: page(() => import('../features/casino/category-page.tsx').then((m) => m.FishingCategoryPage), ['casino', 'errors']) },
  { path: '/arcade', access: 'player', title: 'arcade', component: page(() => import('../features/casino/category-page.tsx').then((m) => m.ArcadeCategoryPage), ['casino', 'errors']) },
  { path: '/lottery', access: 'player', title: 'lottery', component: page(() => import('../features/casino/category-page.tsx').then((m) => m.LotteryCategoryPage), ['casino', 'errors']) },
  // The house provider's game screens: the launch urls /gamerun frames (decision 0051). Public: the
  // launch token in the url is their credential, never the site session.
  { path: '/house/crash', access: 'public', title: 'houseCrash', component: page(() => import('../features/house/crash-page.tsx').then((m) => m.CrashPage), ['house', 'errors']) },
  { path: '/house/slot', access: 'public', title: 'houseSlot', component: page(() => import('../features/house/slot-page.tsx').then((m) => m.SlotPage), ['house', 'errors']) },
  { path: '/house/jhandi-munda', access: 'public', title: 'houseJhandiMunda', component: page(() => import('../features/house/jhandi-munda-page.tsx').then((m) => m.JhandiMundaPage), ['house', 'errors']) },
  { path: '/house/verify', access: 'public', title: 'houseVerify', component: page(() => import('../features/house/verify-page.tsx').then((m) => m.VerifyPage), ['house', 'errors']) },
  { path: '/promotions', access: 'public', title: 'promotions', component: page(() => import('../features/promotions/promotions-page.tsx').then((m) => m.PromotionsPage), ['promotions', 'errors']) },
  { path: '/exchange', access: 'player', title: 'exchange', component: page(() => import('../features/exchange/lists/exchange-home-page.tsx').then((m) => m.ExchangeHomePage), ['exchange', 'errors']) },
  { path: '/exchange-inplay', access: 'player', title: 'exchangeInplay', component: page(() => import('../features/exchange/lists/inplay-page.tsx').then((m) => m.InPlayPage), ['exchange', 'errors']) },
  { path: '/exchange-sports', access: 'player', title: 'exchangeSports', component: page(() => import('../features/exchange/lists/sports-page.tsx').then((m) => m.SportsPage), ['exchange', 'errors']) },
  { path: '/exchange-multi', access: 'player', title: 'exchangeMulti', component: page(() => import('../features/exchange/odds-view/multi-markets-page.tsx').then((m) => m.MultiMarketsPage), ['exchange', 'errors']) },
  { path: '/exchange-account', access: 'player', title: 'exchangeAccount', component: page(() => import('../features/exchange/records/exchange-account-page.tsx').then((m) => m.ExchangeAccountPage), ['exchange', 'errors']) },
  // The exchange account's pages (its links, all working).
  { path: '/exchange-account/profile', access: 'player', title: 'exchangeProfile', component: page(() => import('../features/exchange/records/exchange-profile-page.tsx').then((m) => m.ExchangeProfilePage), ['exchange', 'errors']) },
  { path: '/exchange-account/balance', access: 'player', title: 'exchangeBalance', component: page(() => import('../features/exchange/records/balance-overview-page.tsx').then((m) => m.BalanceOverviewPage), ['exchange', 'errors']) },
  { path: '/exchange-account/my-bets', access: 'player', title: 'exchangeMyBets', component: page(() => import('../features/exchange/my-bets/my-bets-page.tsx').then((m) => m.MyBetsPage), ['exchange', 'errors']) },
  { path: '/exchange-account/history', access: 'player', title: 'exchangeHistory', component: page(() => import('../features/exchange/records/bets-history-page.tsx').then((m) => m.BetsHistoryPage), ['exchange', 'errors']) },
  { path: '/exchange-account/profit-loss', access: 'player', title: 'exchangeProfitLoss', component: page(() => import('../features/exchange/records/profit-loss-page.tsx').then((m) => m.ProfitLossPage), ['exchange', 'errors']) },
  { path: '/exchange-account/activity', access: 'player', title: 'exchangeActivity', component: page(() => import('../features/exchange/records/activity-log-page.tsx').then((m) => m.ActivityLogPage), ['exchange', 'errors']) },
  { path: '/odds-view', access: 'player', title: 'oddsView', component: page(() => import('../features/exchange/odds-view/odds-view-page.tsx').then((m) => m.OddsViewPage), ['exchange', 'errors']) },
  { path: '/player/playGame', access: 'player', title: 'exchangeLaunch', component: page(() => import('../features/exchange/exchange-launch-page.tsx').then((m) => m.ExchangeLaunchPage), ['exchange', 'errors']) },
  { path: '/operator', access: 'operator', title: 'operator', component: page(() => import('../features/operator/operator-page.tsx').then((m) => m.OperatorPage), ALL_NAMESPACES) },
  // For developers: every shared component in every state (docs/decisions/0030). Public, linked from nowhere.
  { path: '/dev/components', access: 'public', title: 'devComponents', component: page(() => import('../features/dev/gallery-page.tsx').then((m) => m.GalleryPage), ALL_NAMESPACES) },
];
