// The language a page is sent in. The client keeps the player's choice in localStorage, which the server
// never sees, and mirrors it into a `lang` cookie (src/lib/i18n.ts), so the page comes with the right
// `<html lang>` from its first byte: its static first frame is drawn with that language's fonts and line
// heights, exactly as the screen will be (server/pages/game-lobby-frame.ts), and a screen reader starts in it.
// Anything else in the cookie, or none, is English, the site's default.
export type PageLanguage = 'en' | 'bn';
export const LANGUAGE_COOKIE = 'lang';

/** The page's language from the `lang` cookie's value (hono's getCookie reads it). */
export function pageLanguage(cookie: string | undefined): PageLanguage {
  return cookie === 'bn' ? 'bn' : 'en';
}
