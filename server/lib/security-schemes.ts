// Who may call an operation, as the API description says it: one security scheme per kind of credential
// and one row per access (server/middleware/auth.ts). A new access is one more row here.
import { GATEWAY_SIGNATURE_HEADER } from '../../contracts/ewallet.ts';
import { GAME_SESSION_HEADER } from '../../contracts/games-lobby.ts';
import { PROVIDER_SIGNATURE_HEADER, PROVIDER_TIMESTAMP_HEADER } from '../../contracts/provider-wallet.ts';
import type { Access } from '../middleware/auth.ts';

type Scheme = { type: 'http'; scheme: 'bearer'; description: string } | { type: 'apiKey'; in: 'header'; name: string; description: string };

export const SECURITY_SCHEMES = {
  playerSession: { type: 'http', scheme: 'bearer', description: "A player's session token, from POST /login or POST /register." },
  staffSession: {
    type: 'http',
    scheme: 'bearer',
    description: "A staff member's session token, from POST /operator/login (password) then POST /operator/login/verify (the authenticator's code).",
  },
  gameLaunchToken: {
    type: 'apiKey',
    in: 'header',
    name: GAME_SESSION_HEADER,
    description: 'The live game session a house game screen was launched with (POST /house/session), never the site session.',
  },
  providerSignature: {
    type: 'apiKey',
    in: 'header',
    name: PROVIDER_SIGNATURE_HEADER,
    description: "HMAC-SHA256, in hex, of the timestamp, a dot and the raw body, with the provider's shared secret.",
  },
  providerTimestamp: {
    type: 'apiKey',
    in: 'header',
    name: PROVIDER_TIMESTAMP_HEADER,
    description: 'The Unix time in seconds the provider signed at; outside the window the call is refused.',
  },
  gatewaySignature: {
    type: 'apiKey',
    in: 'header',
    name: GATEWAY_SIGNATURE_HEADER,
    description: "The payment gateway's signature over the raw body of its server-to-server notification.",
  },
} satisfies Record<string, Scheme>;

type SchemeName = keyof typeof SECURITY_SCHEMES;
/** One requirement: every scheme in it at once (a provider sends its signature and its timestamp). */
type Requirement = Partial<Record<SchemeName, []>>;

/** The operation's `security`: any one requirement suffices; an empty list is "no credential". */
export const SECURITY_BY_ACCESS: Record<Access, Requirement[]> = {
  public: [],
  'signed-in': [{ playerSession: [] }, { staffSession: [] }],
  player: [{ playerSession: [] }],
  operator: [{ staffSession: [] }],
  provider: [{ providerSignature: [], providerTimestamp: [] }],
  'game-session': [{ gameLaunchToken: [] }],
  gateway: [{ gatewaySignature: [] }],
};
