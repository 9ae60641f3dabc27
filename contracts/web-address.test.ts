// Image and link addresses the operator stores (promotion thumbnails, payment-method icons, the
// footer's social links) are put in src and href attributes: only https/http addresses and paths on
// this site pass, so no script URL or attribute-breaking markup can be stored in one.
import { describe, expect, it } from 'vitest';
import { isWebAddress, webAddressSchema } from './fields.ts';
import { commonMessages as M } from './messages/common.ts';

describe('a web address field', () => {
  it.each([
    'https://wa.me/8801700000066',
    'https://www.facebook.com/chakka.bd',
    'http://cdn.example.com:8080/a/b.png?x=1&y=2#top',
    '/storage/promotions/welcome.svg',
    '/chat',
    '/',
  ])('accepts %s', (address) => {
    expect(isWebAddress(address)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    '//evil.example/x.png',
    'https://x.example/"><img src=x onerror=alert(1)>',
    "/a' onerror='alert(1)",
    '/a b',
    'storage/relative.png',
    'https:/one-slash',
    'https://',
    'https://x.example/<script>',
    'ftp://files.example/a',
    '/a\\b',
    'https://x.example/`x`',
  ])('refuses %s', (address) => {
    expect(isWebAddress(address)).toBe(false);
  });

  it('keeps empty for none, and answers the catalogue message for a script URL', () => {
    const schema = webAddressSchema(300);
    expect(schema.parse('')).toBe('');
    expect(schema.parse('  /storage/a.svg ')).toBe('/storage/a.svg');
    const refused = schema.safeParse('javascript:alert(1)');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(M.webAddressInvalid);
  });
});
