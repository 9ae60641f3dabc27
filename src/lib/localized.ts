// Content the operator writes in both languages (promotions, sliders) carries an English field and a
// Bangla one (`name` / `name_bn`). One rule for every screen that shows it: the Bangla text on a Bangla
// screen, the English one when no Bangla was written (or on an English screen).
import { type Language, usesTwin } from './i18n.ts';

export const localized = (english: string, bangla: string | null | undefined, lang: Language): string => (usesTwin(lang) && bangla?.trim() ? bangla : english);
