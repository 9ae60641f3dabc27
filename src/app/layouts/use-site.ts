// What every layout piece reads: the logo, the general settings and the social links.
import { getGeneral, getLogo, getSocialLinks } from '../../lib/content-api.ts';
import { useLookup } from '../../lib/use-lookup.ts';

export function useSite() {
  const logo = useLookup('logo', getLogo).data;
  const general = useLookup('general', getGeneral).data;
  const social = useLookup('sociallink', getSocialLinks).data;
  return { logo, general, social };
}
