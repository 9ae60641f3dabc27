// The toasts' one store and showToast, apart from the region that shows them (toast.tsx): a screen that
// may show a toast loads these few lines with its shared components, while the region itself is mounted
// by the shell a moment after start-up (nothing the first screen does not show loads with it).
import { atom } from 'jotai';
import { store } from '../lib/store.ts';

export type ToastTone = 'info' | 'success' | 'danger';
export interface Toast {
  id: number;
  text: string;
  tone: ToastTone;
  duration: number;
}

export const TOAST_DURATION_MS = 4000;
const MAX_TOASTS = 3;
export const toastsAtom = atom<Toast[]>([]);
let nextId = 1;

export function showToast(text: string, { tone = 'info', duration = TOAST_DURATION_MS }: { tone?: ToastTone; duration?: number } = {}): number {
  const id = nextId++;
  store.set(toastsAtom, (list) => [...list, { id, text, tone, duration }].slice(-MAX_TOASTS));
  return id;
}

export function dismissToast(id: number) {
  store.set(toastsAtom, (list) => list.filter((toast) => toast.id !== id));
}
