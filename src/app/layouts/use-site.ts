// What every layout piece reads: the logo, the general settings and the social links.
import { getGeneral, getLogo, getSocialLinks } from '../../lib/content-api.ts';
import { useRead } from '../../lib/use-read.ts';

export function useSite() {
  const logo = useRead('logo', getLogo, { shared: true }).data;
  const general = useRead('general', getGeneral, { shared: true }).data;
  const social = useRead('sociallink', getSocialLinks, { shared: true }).data;
  return { logo, general, social };
}
