// The global modal titled Error. Any code can raise it; the shell renders it.
// Give a catalogue key (translated) or a plain text already in the chosen language.
import { atom } from 'jotai';
import { errorBodySchema } from '../../contracts/common.ts';
import { store } from './store.ts';

export interface ErrorModalState {
  title?: string;
  code?: string;
  /** Values for the {placeholders} of `code`'s text (an ApiError's vars). */
  vars?: Record<string, string | number>;
  message: string;
  link?: { to: string; label: string };
}

export const errorModalAtom = atom<ErrorModalState | null>(null);

export const showErrorModal = (state: ErrorModalState) => store.set(errorModalAtom, state);
export const closeErrorModal = () => store.set(errorModalAtom, null);

/**
 * A lookup refused by the per-address limit (429 rateLimited, docs/decisions/0017). Most screens keep
 * what they have when a lookup fails, so without this the player would see a page that silently stops
 * updating: the modal says how long to wait instead. An Error already open is left as it is.
 */
export function showRateLimited(body: unknown): void {
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success || parsed.data.code !== 'rateLimited' || store.get(errorModalAtom)) return;
  showErrorModal({ code: parsed.data.code, vars: parsed.data.vars, message: parsed.data.message });
}
