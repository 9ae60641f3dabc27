// The site's lookups read from the page the server wrote (src/lib/site-answers.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { primeSiteAnswers, SITE_ANSWERS_ID } from './site-answers.ts';
import { readShared, resetReads } from './read-cache.ts';
import { GAME_CATEGORIES_KEY } from './game-categories.ts';

const GENERAL = {
  site_title: 'Chakka',
  site_status: 1,
  notice: [],
  system_notice: '',
  whatsapp: '8801700000000',
  live_chat: '',
  intercom: '',
  tawk_id: '',
  support_mail: '',
  withdrawal_status: 1,
  app_download: '/',
  seo_text: [],
  copyright: '',
};
const SOCIAL = { whatsapp: '8801700000000', facebook: '', telegram: 'https://t.me/chakka' };

function pageWith(block: unknown): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = SITE_ANSWERS_ID;
  script.textContent = typeof block === 'string' ? block : JSON.stringify(block);
  doc.body.append(script);
  return doc;
}

describe('primeSiteAnswers', () => {
  afterEach(() => resetReads());

  it("keeps the home page's sliders as the home screen draws them, so it asks the API for none", async () => {
    const item = (name: string, status = 1) => ({
      id: 1,
      slider_type: 'Main',
      name,
      link: '/exchange',
      thubmnail: `/${name}.webp`,
      status,
      name_bn: 'বাং',
      thumbnail_bn: `/${name}.bn.webp`,
    });
    const doc = pageWith({ general: GENERAL, sliders: { main: [item('a'), item('off', 0)], favourite: [], feature: [item('f')] } });
    expect(primeSiteAnswers(doc)).toEqual(['general', 'sliders']);
    const fetcher = vi.fn(async () => 'asked');
    expect(await readShared('sliders', fetcher)).toEqual({
      main: [{ name: 'a', link: '/exchange', image: '/a.webp', nameBn: 'বাং', imageBn: '/a.bn.webp' }],
      favourite: [],
      featured: [{ name: 'f', link: '/exchange', image: '/f.webp', nameBn: 'বাং', imageBn: '/f.bn.webp' }],
    });
    expect(fetcher).not.toHaveBeenCalled();
    // Sliders that do not match the contract are asked of the API, as any lookup the page lacks.
    resetReads();
    expect(primeSiteAnswers(pageWith({ sliders: { main: 'x' } }))).toEqual([]);
  });

  it('keeps the game categories under the key the menus read, so they ask the API for none', async () => {
    const categories = { categories: [{ type: 'SLOT', systems: ['CHAKKA'], tags: ['fair'] }], sports: ['chakka_chakka_exchange'] };
    expect(primeSiteAnswers(pageWith({ gameCategories: categories }))).toEqual(['gameCategories']);
    const fetcher = vi.fn(async () => 'asked');
    expect(await readShared(GAME_CATEGORIES_KEY, fetcher)).toEqual(categories);
    expect(fetcher).not.toHaveBeenCalled();
    resetReads();
    expect(primeSiteAnswers(pageWith({ gameCategories: { categories: [{ type: 'CASINO' }] } }))).toEqual([]);
  });

  it('keeps the logo, settings and social links of the page, so the shell asks the API for none', async () => {
    const doc = pageWith({ logo: [], general: GENERAL, sociallink: SOCIAL });
    expect(primeSiteAnswers(doc)).toEqual(['logo', 'general', 'sociallink']);
    const fetcher = vi.fn(async () => 'asked');
    expect(await readShared('logo', fetcher)).toBeNull(); // no logo set: the API's answer is an empty list
    // As the API's answer is parsed: the contract's defaults filled in.
    expect(await readShared('general', fetcher)).toMatchObject(GENERAL);
    expect(await readShared('sociallink', fetcher)).toEqual(SOCIAL);
    expect(fetcher).not.toHaveBeenCalled();
    // Read once: the block is gone from the page.
    expect(doc.getElementById(SITE_ANSWERS_ID)).toBeNull();
  });

  it('leaves a lookup the page lacks or carries malformed to the API, and a page without the block alone', async () => {
    expect(primeSiteAnswers(pageWith({ general: { site_title: 5 }, sociallink: SOCIAL }))).toEqual(['sociallink']);
    const fetcher = vi.fn(async () => GENERAL);
    expect(await readShared('general', fetcher)).toEqual(GENERAL);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(primeSiteAnswers(pageWith('{"general":'))).toEqual([]);
    expect(primeSiteAnswers(document.implementation.createHTMLDocument('none'))).toEqual([]);
  });
});
