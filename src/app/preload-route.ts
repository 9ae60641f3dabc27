// The screen of the address being opened, asked for before React first renders (main.tsx), so the
// first render finds its chunk and strings in and shows it at once (first paint).
import { getLogo } from '../lib/content-api.ts';
import { readShared } from '../lib/read-cache.ts';
import { ROUTES, type RouteDef } from './routes.ts';

/** The route wouter's <Switch> would pick for `pathname` (its patterns use only `:name` segments). */
export function routeForPath(pathname: string): RouteDef | undefined {
  return ROUTES.find((r) => new RegExp(`^${r.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}/?$`, 'i').test(pathname));
}

/** Starts loading the screen for `pathname` (the log-in screen when a player route is opened signed out). */
export function preloadRoute(pathname: string, signedIn: boolean): Promise<unknown> {
  // The logo is on every screen (the header; the sign-in card's largest paint): in before the first render,
  // so it is drawn with the screen instead of replacing a text stand-in a moment later.
  const logo = readShared('logo', getLogo).catch(() => undefined);
  const route = routeForPath(pathname);
  const shown = route && route.access !== 'public' && !signedIn ? routeForPath('/login') : route;
  return Promise.all([logo, shown?.component.preload().catch(() => undefined)]);
}
