// The text a user can store, read from the declared routes' request contracts: every body field
// (nested, and array items) whose contract accepts markup or a script URL. The stored-script browser
// test (tests/browser/stored-script.spec.ts) writes script payloads into the fields listed as shown
// below and opens the screens that show them; server/security/stored-text-fields.test.ts fails when a
// contract gains such a field that is neither here nor named exempt, so a new field is covered by
// construction or by a decision someone wrote down. Image and link addresses (thumbnails, icons, social
// links) are not here: contracts/fields.ts webAddressSchema refuses script URLs and markup in them.
import type { z } from 'zod';

/** What an attacker stores: markup that runs when it is parsed as HTML, and a URL that runs when followed. */
export const MARKUP_PROBES = ['<img src=x onerror=alert(1)>', '<script>alert(1)</script>', '"><svg onload=alert(1)>', 'javascript:alert(1)'];

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown) => (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;
const accepts = (schema: unknown, value: unknown) => (schema as z.ZodType).safeParse(value).success;

function walk(schema: unknown, path: string, out: Set<string>, depth: number): void {
  const def = defOf(schema);
  if (!def || depth > 16) return;
  if (def.type === 'object') {
    for (const [key, field] of Object.entries(def.shape as Record<string, unknown>)) visit(field, path ? `${path}.${key}` : key, out, depth + 1);
    return;
  }
  if (def.type === 'array') return visit(def.element, `${path}[]`, out, depth + 1);
  if (def.type === 'union') {
    for (const option of def.options as unknown[]) walk(option, path, out, depth + 1);
    return;
  }
  for (const key of ['innerType', 'in', 'schema']) if (def[key]) return walk(def[key], path, out, depth + 1);
}

function visit(field: unknown, path: string, out: Set<string>, depth: number) {
  if (MARKUP_PROBES.some((probe) => accepts(field, probe))) out.add(path);
  else walk(field, path, out, depth);
}

/** `METHOD /api/path field` for every body field of `routes` that stores markup or a script URL as given. */
export function storedTextFields(routes: { method: string; path: string; request: { body?: z.ZodType } }[]): string[] {
  const keys: string[] = [];
  for (const route of routes) {
    if (!route.request.body) continue;
    const fields = new Set<string>();
    walk(route.request.body, '', fields, 0);
    for (const field of fields) keys.push(`${route.method} ${route.path} ${field}`);
  }
  return keys.sort();
}

/** The screens (player and operator) on which the browser test finds each stored text. */
export const SHOWN: Record<string, string[]> = {
  'POST /api/v1/create-players name': ['/profile'],
  'POST /api/v1/create-players agent_code': ['operator:players'],
  'POST /api/operator/players/{id}/notes body': ['operator:players'],
  'POST /api/operator/players/{id}/adjustments reason': ['operator:approvals'],
  'POST /api/kyc full_name': ['operator:kyc'],
  'POST /api/operator/promotions name': ['/promotions', 'operator:promotions'],
  'POST /api/operator/promotions desc': ['/promotions'],
  'POST /api/operator/promotions name_bn': ['/promotions (Bangla)'],
  'POST /api/operator/promotions desc_bn': ['/promotions (Bangla)'],
  'POST /api/operator/promotions eligible_games': ['/promotions'],
  'POST /api/operator/promotions eligible_games_bn': ['/promotions (Bangla)'],
  'POST /api/operator/inbox title': ['/inbox', 'operator:messages'],
  'POST /api/operator/inbox message': ['/inbox'],
  'POST /api/operator/inbox title_bn': ['/inbox (Bangla)'],
  'POST /api/operator/inbox message_bn': ['/inbox (Bangla)'],
  'POST /api/operator/vip-tiers name': ['/vip', 'operator:engagement'],
  'POST /api/operator/vip-tiers name_bn': ['/vip (Bangla)'],
  'POST /api/operator/vip-tiers benefits': ['/vip'],
  'POST /api/operator/vip-tiers benefits_bn': ['/vip (Bangla)'],
  'POST /api/operator/support-chats/{chatId}/reply content': ['/chat-box', 'operator:supportChat'],
  'POST /api/messages content': ['/chat-box', 'operator:supportChat'],
  'PUT /api/operator/settings site_title': ['/'],
  'PUT /api/operator/settings notice[]': ['/'],
  'PUT /api/operator/settings notice_bn[]': ['/ (Bangla)'],
  'PUT /api/operator/settings system_notice': ['/'],
  'PUT /api/operator/settings system_notice_bn': ['/ (Bangla)'],
  'POST /api/operator/deposits/{id}/reject reason': ['/transaction-record', 'operator:deposits'],
  'POST /api/operator/withdrawals/{id}/reject reason': ['/transaction-record', 'operator:withdrawals'],
  'POST /api/operator/payment-methods name': ['/deposit', 'operator:catalogue'],
  'POST /api/submit-deposit transaction_id': ['/transaction-record', 'operator:deposits'],
  'POST /api/submit-withdraw provider': ['operator:withdrawals'],
  'POST /api/submit-withdraw account_name': ['operator:withdrawals'],
  'POST /api/house/verify/seeds/rotate clientSeed': ['/slot'],
  'POST /api/operator/exchange/markets/{marketKey}/void reason': ['operator:exchange'],
  'POST /api/operator/risk/blocks reason': ['operator:risk'],
  'POST /api/operator/trading/lines title': ['/odds-view', 'operator:trading'],
  'POST /api/operator/trading/lines titleBn': ['/odds-view (Bangla)'],
  'POST /api/operator/trading/markets/{id}/void reason': ['operator:trading'],
  'POST /api/operator/trading/markets/{id}/settle reason': ['operator:trading'],
  'POST /api/operator/trading/markets/{id}/rollback reason': ['operator:trading'],
};

/** Fields that accept such text but never show it on a screen, each with the reason. */
export const EXEMPT: Record<string, string> = {
  'POST /api/operator/exchange/markets/{marketKey}/settle winners[]': "compared with the market's runner ids; anything else is refused with 422, never stored",
  'POST /api/operator/exchange/markets/{marketKey}/settle reason':
    "kept in exchange_market_decisions; shown only as the waiting list's last decision, as text; the stored-script browser test does not write it yet",
  'POST /api/operator/exchange/markets/{marketKey}/rollback reason':
    "kept in exchange_market_decisions; shown only as the waiting list's last decision, as text; the stored-script browser test does not write it yet",
  'POST /api/operator/risk/flags/{id}/void reason':
    "needs a flagged bet, which the stored-script run cannot raise; it reaches the player's inbox as the same message and variable as a voided market's reason, which operator:exchange covers",
  'POST /api/login password': 'a password is hashed and never shown',
  'POST /api/v1/create-players confirmPassword': 'a password is hashed and never shown',
  'POST /api/user-pwd old_password': 'a password is compared, never stored or shown',
  'POST /api/user-pwd new_password_confirmation': 'a password is hashed and never shown',
  'POST /api/usr-reset-password password_confirmation': 'a password is hashed and never shown',
  'POST /api/usr-forgot-password username': 'a lookup key, never stored',
  'POST /api/operator/login password': 'a password is compared, never stored or shown',
  'POST /api/operator/staff password': 'a password is hashed and never shown',
  'POST /api/operator/login/password password': 'a password is hashed and never shown',
  'POST /api/usr-forgot-password phone': 'a lookup key, never stored',
  'POST /api/usr-reset-password username': 'a lookup key, never stored',
  'POST /api/send-verification-code phone': "compared with the account's own number; only a code is sent",
  'POST /api/send-verification-code email': "compared with the account's own address; only a code is sent",
  'POST /api/v1/create-players affiliate_code': 'kept on the account for reports; no screen shows it',
  'POST /api/game-run externalURL': 'the launch URL is built by the server; this field is not read',
  'POST /api/messages sender_id': 'the sender is the session; this field is not read',
  'POST /api/game-run userId': 'the player is the session; this field is not read',
  'POST /api/submit-deposit remote_id': 'the player is the session; this field is not read',
  'POST /api/submit-withdraw remote_id': 'the player is the session; this field is not read',
  'POST /api/user/profile/update remote_id': 'the player is the session; this field is not read',
  'POST /api/submit-withdraw account_number': "kept as its digits only, and refused unless it is one of the player's verified numbers",
  'POST /api/v1/create-players referral_code': 'kept on the account to credit the referrer; no screen shows it',
  'POST /api/operator/inbox username': 'names the recipient among existing players; never stored as given',
  'POST /api/operator/vip-points username': 'names the player among existing players; never stored as given',
  'POST /api/operator/vip-points reason': 'kept with the grant for audit; no screen shows it',
  'POST /api/ewa/confirm number': "compared with the request's own number, never stored",
  'POST /api/provider/{provider}/bet roundId': 'written only by a signed game provider: printable ASCII without spaces, shown on no screen',
  'POST /api/provider/{provider}/bet txId': 'written only by a signed game provider: printable ASCII without spaces, shown on no screen',
  'POST /api/provider/{provider}/win roundId': 'written only by a signed game provider: printable ASCII without spaces, shown on no screen',
  'POST /api/provider/{provider}/win txId': 'written only by a signed game provider: printable ASCII without spaces, shown on no screen',
  'POST /api/provider/{provider}/rollback roundId': 'written only by a signed game provider: printable ASCII without spaces, shown on no screen',
  'POST /api/provider/{provider}/rollback txId': 'written only by a signed game provider: printable ASCII without spaces, shown on no screen',
  'POST /api/provider/{provider}/rollback betTxId': 'written only by a signed game provider: printable ASCII without spaces, shown on no screen',
  'POST /api/ewa/request type': "matched against the gateway's own kinds; an unknown one is refused",
  'POST /api/ewa/request provider': 'matched against the payment methods; an unknown one is refused',
  'POST /api/ewa/confirm trx_id': "looked up among the caller's own requests, never stored",
  'POST /api/ewa/confirm trxid': "looked up among the caller's own requests, never stored",
  'PUT /api/operator/settings intercom': 'never shown: a widget id, checked against the vendor id pattern before a script loads (src/lib/chat-widgets.ts)',
  'PUT /api/operator/settings tawk_id': 'never shown: a widget id, checked against the vendor id pattern before a script loads (src/lib/chat-widgets.ts)',
  'POST /api/convert-vipcoin remote_id': 'the player is the session; this field is not read',
  'POST /api/operator/trading/markets/{id}/settle winner': "compared with the bookmaker's runner ids; anything else is refused, never stored",
};

/**
 * Shown on a screen but not yet written by the browser test, each with why: a gap, named so that it is
 * not forgotten (React renders them as text, like the fields the test does cover).
 */
export const UNCOVERED: Record<string, string> = {
  'POST /api/operator/approvals/{kind}/{id}/reject reason':
    "an adjustment's is kept in balance_adjustment_rejections and the audit trail (no screen shows it); a withdrawal's is the column the withdrawals' reject reason writes, shown as text; the walk does not write it through this route yet",
  'POST /api/operator/trading/bookmakers title': "the bookmaker market's name, rendered as text; the stored-script browser test does not open one yet",
};

/** The update routes write the same columns as the create routes above, through the same contract. */
export const SAME_AS: Record<string, string> = {
  'PUT /api/operator/promotions/{id}': 'POST /api/operator/promotions',
  'PUT /api/operator/vip-tiers/{id}': 'POST /api/operator/vip-tiers',
  'PUT /api/operator/payment-methods/{id}': 'POST /api/operator/payment-methods',
  'POST /api/house/seeds/rotate': 'POST /api/house/verify/seeds/rotate',
  'PUT /api/operator/trading/markets/{id}': 'POST /api/operator/trading/lines',
};
