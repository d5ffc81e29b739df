// The visitor's country as the site reads it: the `country` cookie. An empty country removes it,
// so a story after a translated one reads English again.
import { COUNTRY_COOKIE } from '@reel/site/src/shell/constants';
import { writeCookie } from '@reel/site/src/shell/cookies';

const AN_HOUR_S = 3600;

export function setCountry(country: string): void {
  writeCookie(COUNTRY_COOKIE, country, country ? AN_HOUR_S : 0);
}
