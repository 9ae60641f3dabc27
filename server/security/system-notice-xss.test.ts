// The system notice is operator HTML shown in a popup to every visitor. A hand-made filter once
// stored `<img/src/onerror=...>` and `<a href="jav&#x09;ascript:...">`. Now sanitize-html cleans it
// on write and on read; here every payload of a list of known XSS vectors goes in through the
// operator API (and straight into the table, as an old value would be) and what /api/general hands
// out is parsed as a browser parses it and searched for anything that could run.
import { sql } from 'drizzle-orm';
import { JSDOM, VirtualConsole } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { loginOperator } from '../../tests/helpers/players.ts';
import { DEFAULT_SETTINGS } from '../seed/content-settings.ts';
import { sanitizeNoticeHtml } from '../lib/notice-html.ts';

const XSS_PAYLOADS = [
  '<img/src/onerror=alert(1)>',
  '<a href="jav&#x09;ascript:alert(1)">tab</a>',
  '<a href="jav&#x0A;ascript:alert(1)">newline</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">entities</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">hex and colon entity</a>',
  '<a href=" javascript:alert(1)">leading space</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
  '<a href="vbscript:msgbox(1)">vbscript</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<img src="x" onerror="alert(1)"//',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">styled</div>',
  '<style>@import "javascript:alert(1)";</style>',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<button formaction="javascript:alert(1)">go</button>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<p onclick="steal()">hi</p>',
  '<template><script>alert(1)</script></template>',
  '<a href="//evil.example/x">protocol relative</a>',
  '<img src="http://tracker.example/pixel.png">',
];

const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc', 'data', 'poster', 'background'];

/** Everything in `html` that could run or load script, once a browser has parsed it. */
function executableParts(html: string): string[] {
  // A console of its own: jsdom's complaints about the payloads' broken CSS are not test errors.
  const doc = new JSDOM(`<!doctype html><body>${html}</body>`, { virtualConsole: new VirtualConsole() }).window.document;
  const found: string[] = [];
  // The body itself too: `<body onload=...>` inside a body lands its attribute on the real one.
  for (const el of [doc.body, ...doc.body.querySelectorAll('*')]) {
    const tag = el.tagName.toLowerCase();
    if (['script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'form', 'base', 'meta', 'link', 'template', 'noscript'].includes(tag))
      found.push(`<${tag}>`);
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on') || name === 'style') found.push(`${tag}[${name}]`);
      if (URL_ATTRIBUTES.includes(name)) {
        const value = attr.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        const scheme = /^([a-z][a-z0-9+.-]*:)/.exec(value)?.[1];
        if (scheme && !SAFE_SCHEMES.has(scheme)) found.push(`${tag}[${name}=${scheme}]`);
        if (value.startsWith('//')) found.push(`${tag}[${name}] protocol-relative`);
        if (tag === 'img' && scheme === 'http:') found.push('img over http');
      }
    }
  }
  return found;
}

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = await loginOperator(t);
});

describe('the system notice against stored XSS', () => {
  it('the check itself finds what each payload would run when nothing cleans it', () => {
    // This one only runs after a filter that deletes '<script>' once; parsed as it is, it is text.
    const naiveFilterBypass = '<scr<script>ipt>alert(1)</scr</script>ipt>';
    const caught = XSS_PAYLOADS.filter((p) => executableParts(p).length > 0);
    expect(caught).toEqual(XSS_PAYLOADS.filter((p) => p !== naiveFilterBypass));
    expect(executableParts(naiveFilterBypass.replace('<script>', ''))).toContain('<script>');
  });

  it.each(XSS_PAYLOADS)('stores and serves %s with nothing left that could run', async (payload) => {
    const saved = await t.call('PUT', '/api/operator/settings', { token: operator, body: { system_notice: `<p>Notice</p>${payload}` } });
    expect(saved.status).toBe(200);
    expect(executableParts(saved.body.data.system_notice)).toEqual([]);
    const general = await t.call('GET', '/api/general');
    expect(executableParts(general.body.system_notice)).toEqual([]);
    expect(general.body.system_notice).toContain('<p>Notice</p>');
  });

  it('cleans a value that was stored before the sanitizer, on the way out', async () => {
    const old = XSS_PAYLOADS.join('');
    await t.deps.database.db.execute(sql`
      INSERT INTO site_settings (key, value) VALUES ('system_notice', ${JSON.stringify(old)}::jsonb)
      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
    const general = await t.call('GET', '/api/general');
    expect(general.body.system_notice.length).toBeGreaterThan(0);
    expect(executableParts(general.body.system_notice)).toEqual([]);
    const operatorView = await t.call('GET', '/api/operator/settings', { token: operator });
    expect(executableParts(operatorView.body.data.system_notice)).toEqual([]);
  });

  it("keeps an operator's ordinary formatting, and makes a new-tab link unable to reach back", () => {
    expect(sanitizeNoticeHtml(DEFAULT_SETTINGS.system_notice)).toBe(DEFAULT_SETTINGS.system_notice);
    expect(sanitizeNoticeHtml('<p>Call <a href="tel:+8801700000066">us</a> or <a href="https://wa.me/8801700000066" target="_top">WhatsApp</a></p>')).toBe(
      '<p>Call <a href="tel:+8801700000066">us</a> or <a href="https://wa.me/8801700000066" target="_blank" rel="noopener noreferrer">WhatsApp</a></p>',
    );
  });
});
