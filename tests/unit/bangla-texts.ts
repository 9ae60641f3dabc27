// Every Bangla text the product shows, each with the English it translates, for the glossary test:
// the client's messages (src/locales/bn, the server's catalogue messages among them), the content the
// first start seeds (settings, sliders, promotions) and the names the exchange builds. Also the source
// files that hold Bangla, for the words the glossary rules out anywhere.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BanglaText } from '../../src/locales/glossary.ts';
import { SLIDERS } from '../../server/seed/content-catalogue.ts';
import { DEFAULT_SETTINGS } from '../../server/seed/content-settings.ts';
import { PROMOTION_TEXTS } from '../../server/seed/engagement.ts';
import { PROMOTIONS } from '../../server/seed/wallet.ts';
import { liveScoreState } from '../../server/exchange/feed-api/live-score-page.ts';
import { fancyTitleBn, MARKET_NAMES_BN, RUNNER_WORDS_BN } from '../../server/exchange/source/names-bn.ts';
import { ExchangeSimulator } from '../../server/exchange/source/simulator/simulator.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** "a.b.c" -> value for every string leaf of a locale file (arrays by index). */
function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  return [];
}

/** Each Bangla message of the client, id `bn/<file>:<key>`, beside its English twin. */
export function localeTexts(): BanglaText[] {
  const dir = `${ROOT}src/locales`;
  return readdirSync(`${dir}/bn`)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const en = new Map(leaves(JSON.parse(readFileSync(`${dir}/en/${file}`, 'utf8'))));
      return leaves(JSON.parse(readFileSync(`${dir}/bn/${file}`, 'utf8'))).map(([key, bn]) => ({ id: `bn/${file}:${key}`, en: en.get(key), bn }));
    });
}

const pairs = (id: string, en: readonly string[], bn: readonly string[]): BanglaText[] => bn.map((text, i) => ({ id: `${id}.${i}`, en: en[i], bn: text }));

/** The seeded content in Bangla (written into the database on first start), id `seed/...`. */
export function seededTexts(): BanglaText[] {
  const s = DEFAULT_SETTINGS;
  return [
    ...pairs('seed/settings.notice_bn', s.notice, s.notice_bn),
    ...pairs('seed/settings.seo_text_bn', s.seo_text, s.seo_text_bn),
    { id: 'seed/settings.system_notice_bn', en: s.system_notice, bn: s.system_notice_bn },
    ...SLIDERS.flatMap((slider) => [
      { id: `seed/slider:${slider.name}.name`, en: slider.name, bn: slider.nameBn },
      { id: `seed/slider:${slider.name}.title`, en: slider.art.title, bn: slider.artBn.title },
      { id: `seed/slider:${slider.name}.subtitle`, en: slider.art.subtitle, bn: slider.artBn.subtitle },
    ]),
    ...PROMOTIONS.flatMap((p) => {
      const texts = PROMOTION_TEXTS[p.name];
      if (!texts) return [{ id: `seed/promotion:${p.name}.missing`, en: p.name, bn: '' }];
      return [
        { id: `seed/promotion:${p.name}.name`, en: p.name, bn: texts.nameBn },
        { id: `seed/promotion:${p.name}.description`, en: p.desc, bn: texts.descriptionBn },
        { id: `seed/promotion:${p.name}.eligible_games`, en: texts.eligibleGames, bn: texts.eligibleGamesBn },
      ];
    }),
  ];
}

/** The live score board of an in-play cricket match and of a match to come, in both languages. */
function scoreBoardTexts(): BanglaText[] {
  const sim = new ExchangeSimulator({ seed: 11, startMs: Date.UTC(2026, 2, 14, 10) });
  sim.advance(60_000);
  const events = [...sim.events.values()];
  const boards = [events.find((ev) => ev.status === 'inplay' && ev.cricket), events.find((ev) => ev.status === 'upcoming')];
  return boards.flatMap((ev, i) => {
    if (!ev) return [{ id: `exchange/score-board.${i}.missing`, en: 'In play', bn: '' }];
    const [en, bn] = [liveScoreState(ev, 'en'), liveScoreState(ev, 'bn')];
    // A match to come has a status and no detail line.
    const fields = i === 0 ? (['status', 'detail'] as const) : (['status'] as const);
    return fields.map((field) => ({ id: `exchange/score-board.${i}.${field}`, en: en[field], bn: bn[field] }));
  });
}

/** The market names, one line of each fancy kind and the score board, as the exchange writes them in Bangla. */
export function exchangeNameTexts(): BanglaText[] {
  const fancy = [
    '6 over runs Bangladesh',
    '5.3 ball run Bangladesh',
    'Only 6 over runs Bangladesh',
    'Khadda 20 over runs Bangladesh',
    'Lottery 6 over runs last digit Bangladesh',
    '6 over runs odd Bangladesh',
    'Fall of 3rd wkt Bangladesh',
  ];
  return [
    ...Object.entries({ ...MARKET_NAMES_BN, ...RUNNER_WORDS_BN }).map(([en, bn]) => ({ id: `exchange/name:${en}`, en, bn })),
    ...fancy.map((en) => ({ id: `exchange/fancy:${en}`, en, bn: fancyTitleBn(en) })),
    ...scoreBoardTexts(),
  ];
}

const BENGALI = /[\u0980-\u09FF]/;
const SOURCE = /\.(?:ts|tsx|json|sql|html)$/;

/** Every source file (not a test) under the given folders that holds Bangla, id `file:<path>:<line>`, one text per line. */
export function sourceLines(folders = ['src', 'server', 'contracts', 'workers', 'public']): BanglaText[] {
  const out: BanglaText[] = [];
  const walk = (path: string) => {
    for (const name of readdirSync(`${ROOT}${path}`)) {
      const rel = `${path}/${name}`;
      if (name === 'node_modules' || name.startsWith('.')) continue;
      if (statSync(`${ROOT}${rel}`).isDirectory()) walk(rel);
      else if (SOURCE.test(name) && !/\.test\.tsx?$/.test(name) && !rel.endsWith('src/locales/glossary.ts')) {
        const text = readFileSync(`${ROOT}${rel}`, 'utf8');
        if (!BENGALI.test(text)) continue;
        text.split('\n').forEach((line, i) => {
          if (BENGALI.test(line)) out.push({ id: `file:${rel}:${i + 1}`, bn: line });
        });
      }
    }
  };
  for (const folder of folders) walk(folder);
  return out;
}
