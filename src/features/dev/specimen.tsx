// One component section of the gallery, drawn once per chosen language and theme. Each panel has
// its own i18next instance (a clone fixed to its language), its own lang attribute (so the font
// stack follows) and its own data-theme (so the tokens follow); dialogs and sheets opened inside a
// panel render into it (LayerRootProvider), so they too show in the panel's language and theme.
import { Suspense, useState, type ComponentType } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { LayerRootProvider } from '../../components/layer.tsx';
import { ALL_NAMESPACES, i18n, type Language } from '../../lib/i18n.ts';

export type GalleryTheme = 'light' | 'dark';
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', bn: 'Bangla' };

const instances = new Map<Language, I18n>();
const instanceFor = (lang: Language) => {
  let instance = instances.get(lang);
  if (!instance) {
    instance = i18n.cloneInstance({ lng: lang });
    instances.set(lang, instance);
  }
  return instance;
};

/** Renders once the panel's language has every namespace (they load on demand). */
function Ready({ Demo }: { Demo: ComponentType }) {
  useTranslation(ALL_NAMESPACES);
  return <Demo />;
}

function Panel({ lang, theme, Demo }: { lang: Language; theme: GalleryTheme; Demo: ComponentType }) {
  const [layerRoot, setLayerRoot] = useState<HTMLDivElement | null>(null);
  return (
    <figure className="specimen-panel">
      <figcaption className="specimen-caption">
        {LANGUAGE_NAMES[lang]} · {theme}
      </figcaption>
      <div className="specimen-body" lang={lang} data-theme={theme} data-specimen-lang={lang} ref={setLayerRoot}>
        <I18nextProvider i18n={instanceFor(lang)}>
          <LayerRootProvider value={layerRoot}>
            <Suspense fallback={null}>
              <Ready Demo={Demo} />
            </Suspense>
          </LayerRootProvider>
        </I18nextProvider>
      </div>
    </figure>
  );
}

export function Specimen({
  id,
  title,
  Demo,
  languages,
  themes,
  wide,
}: {
  id: string;
  title: string;
  Demo: ComponentType;
  languages: Language[];
  themes: GalleryTheme[];
  /** One panel per row (layouts that need the width). */
  wide?: boolean;
}) {
  return (
    <section className="specimen" id={id} aria-labelledby={`${id}-title`}>
      <h2 className="specimen-title" id={`${id}-title`}>
        {title}
      </h2>
      <div className={`specimen-grid${wide ? ' specimen-grid-wide' : ''}`} style={{ ['--specimen-columns' as string]: languages.length }}>
        {themes.flatMap((theme) => languages.map((lang) => <Panel key={`${theme}-${lang}`} lang={lang} theme={theme} Demo={Demo} />))}
      </div>
    </section>
  );
}
