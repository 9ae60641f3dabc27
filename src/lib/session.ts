// The player's session in browser storage, mirrored in jotai atoms.
// Storage keys keep the names the site has always used so a session survives a reload.
import { atom } from 'jotai';
import { store } from './store.ts';

export interface StoredSession {
  token: string;
  remote_id: string;
  username: string;
  role?: 'player' | 'operator';
  /** A staff member's role (contracts/staff.ts): the console shows the panels it allows. */
  staffRole?: string;
  exchangeToken?: string;
}

const SESSION_KEYS = ['token', 'remote_id', 'username', 'role', 'staffRole', 'exchangeToken', 'balance'] as const;

function readStoredSession(): StoredSession | null {
  if (typeof localStorage === 'undefined') return null;
  const token = localStorage.getItem('token');
  if (!token) return null;
  return {
    token,
    remote_id: localStorage.getItem('remote_id') ?? '',
    username: localStorage.getItem('username') ?? '',
    role: (localStorage.getItem('role') as StoredSession['role']) ?? 'player',
    staffRole: localStorage.getItem('staffRole') ?? undefined,
    exchangeToken: localStorage.getItem('exchangeToken') ?? undefined,
  };
}

export const sessionAtom = atom<StoredSession | null>(readStoredSession());

export function saveSession(session: StoredSession) {
  for (const [k, v] of Object.entries(session)) if (v !== undefined) localStorage.setItem(k, String(v));
  store.set(sessionAtom, session);
}

/** Log-out as the product asks: token, balance, remote_id, username, exchangeToken, agent_code go. */
export function clearSession() {
  for (const k of SESSION_KEYS) localStorage.removeItem(k);
  localStorage.removeItem('agent_code');
  store.set(sessionAtom, null);
}

export const currentToken = () => store.get(sessionAtom)?.token;
