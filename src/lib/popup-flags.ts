// The site's popup flags in browser storage: `popup` (system notice) and `regPopup` (welcome),
// '1' = show, '0' = dismissed. Log-in sets popup=1, regPopup=0; sign-up sets both to 1.
import { atom } from 'jotai';
import { store } from './store.ts';

export interface PopupFlags {
  popup: boolean;
  regPopup: boolean;
}

const read = (key: string) => typeof localStorage !== 'undefined' && localStorage.getItem(key) === '1';

export const popupFlagsAtom = atom<PopupFlags>({ popup: read('popup'), regPopup: read('regPopup') });

export function setPopupFlags(flags: Partial<PopupFlags>) {
  const next = { ...store.get(popupFlagsAtom), ...flags };
  localStorage.setItem('popup', next.popup ? '1' : '0');
  localStorage.setItem('regPopup', next.regPopup ? '1' : '0');
  store.set(popupFlagsAtom, next);
}
