// The tab's title: "<page> | <site>" in the chosen language, the site's own name from the general
// settings (/api/general). The route table gives every route its title (app/routes.ts); this hook
// writes it. Home reads "<site> | <tagline>".
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getGeneral } from './content-api.ts';
import { useRead } from './use-read.ts';

export const DEFAULT_SITE_TITLE = 'Chakka';

/** `titleKey` is a key of the titles namespace; 'home' gets the site first. */
export function useDocumentTitle(titleKey: string) {
  const { t } = useTranslation('titles');
  const site = useRead('general', getGeneral, { shared: true }).data?.site_title || DEFAULT_SITE_TITLE;
  const text = titleKey === 'home' ? `${site} | ${t('tagline')}` : `${t(titleKey)} | ${site}`;
  useEffect(() => {
    document.title = text;
  }, [text]);
}
