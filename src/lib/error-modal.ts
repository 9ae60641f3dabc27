// The global modal titled Error (spec part 2 §8 "Other"). Any code can raise it; the shell renders it.
// Give a catalogue key (translated) or a plain text already in the chosen language.
import { atom } from 'jotai';
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
