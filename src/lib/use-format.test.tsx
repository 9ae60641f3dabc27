import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import { formatterFor } from './format.ts';
import { useFormat, useLanguage } from './use-format.ts';

describe('the formatter hook', () => {
  it('hands a component the formatter of the language of its provider', () => {
    const bn = i18n.cloneInstance({ lng: 'bn' });
    const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={bn}>{children}</I18nextProvider>;
    const { result } = renderHook(() => ({ f: useFormat(), lang: useLanguage() }), { wrapper });
    expect(result.current.lang).toBe('bn');
    expect(result.current.f).toBe(formatterFor('bn'));
    expect(result.current.f.taka(1500)).toBe('৳ ১,৫০০.০০');
  });
});
