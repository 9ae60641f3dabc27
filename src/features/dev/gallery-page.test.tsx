import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../lib/testing.tsx';
import { stubFetch } from '../../../tests/helpers/stub-fetch.ts';
import { GalleryPage } from './gallery-page.tsx';

const SECTIONS = ['buttons', 'fields', 'choices', 'amount', 'header-tabs', 'list-card', 'badges', 'empty-loading', 'numbers', 'table', 'overlays', 'layout'];

async function renderGallery() {
  renderWithApp(<GalleryPage />);
  await act(async () => {});
}

beforeEach(() => {
  stubFetch({});
  window.history.replaceState(null, '', '/dev/components');
});

describe('the component gallery', () => {
  it('shows every section in English and Bangla side by side, each panel with its own lang and theme', async () => {
    await renderGallery();
    for (const id of SECTIONS) {
      const panels = document.querySelectorAll(`#${id} [data-specimen-lang]`);
      expect(
        [...panels].map((p) => `${p.getAttribute('lang')}/${p.getAttribute('data-theme')}`),
        id,
      ).toEqual(['en/light', 'bn/light']);
    }
  });

  it('prints no Latin digit in a Bangla panel', async () => {
    await renderGallery();
    const bangla = [...document.querySelectorAll('[data-specimen-lang="bn"]')];
    expect(bangla).toHaveLength(SECTIONS.length);
    const latin = bangla.flatMap((panel) => (panel.textContent?.match(/[0-9]+/g) ?? []).map((d) => `${panel.closest('section')?.id}: ${d}`));
    expect(latin).toEqual([]);
  });

  it('switches to both themes, and to one language', async () => {
    await renderGallery();
    fireEvent.click(screen.getByRole('radio', { name: 'Both' }));
    expect(document.querySelectorAll('#buttons [data-specimen-lang]')).toHaveLength(4);
    fireEvent.click(screen.getByRole('radio', { name: 'বাংলা' }));
    expect([...document.querySelectorAll('#buttons [data-specimen-lang]')].map((p) => p.getAttribute('data-theme'))).toEqual(['light', 'dark']);
  });

  it('opens a dialog inside the Bangla panel, in Bangla', async () => {
    await renderGallery();
    const panel = document.querySelector('#overlays [data-specimen-lang="bn"]') as HTMLElement;
    fireEvent.click(within(panel).getByRole('button', { name: 'ডায়ালগ খুলুন' }));
    const dialog = within(panel).getByRole('dialog', { name: 'উত্তোলন নিশ্চিত করুন' });
    expect(within(dialog).getByRole('button', { name: 'বন্ধ করুন' })).toBeTruthy();
  });
});
