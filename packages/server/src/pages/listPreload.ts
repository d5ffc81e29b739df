// The first data calls of a list page, preloaded from its head. They depend on the visitor's
// gender cookie while the page is the same for everyone (it is cached publicly), so the head holds
// the calls of every gender and a small inline script adds the preloads of the visitor's, which
// the site's loader then takes instead of asking again. The Content-Security-Policy admits the
// script by its hash (serverScripts.ts).
import { DEFAULT_GENDER, GENDER_COOKIE, GENDERS } from '@reel/api';
import { listDataPaths, type PageName } from '@reel/api/pages';
import { inlineScript } from './serverScripts.js';

/** The `<script>` adding the preloads of the page `name`, or none for a page not listed. */
export function listPreloadScript(name: PageName, params: Readonly<Record<string, string>>): string[] {
  const byGender: Record<string, string[]> = {};
  for (const gender of GENDERS) {
    const paths = listDataPaths(name, params, gender);
    if (!paths) return [];
    byGender[gender] = paths;
  }
  // `<` written as an escape: no value can close the script element.
  const data = JSON.stringify(byGender).replace(/</g, '\\u003c');
  const cookie = JSON.stringify(GENDER_COOKIE);
  // The preload's `crossOrigin` gives it the credentials mode of the site's same-origin fetch.
  const code =
    `(function(p,c,d){var m=document.cookie.match(new RegExp("(?:^|; )"+c+"=([^;]*)"));` +
    `var g=m&&Object.prototype.hasOwnProperty.call(p,m[1])?m[1]:d;` +
    `p[g].forEach(function(h){var l=document.createElement("link");l.rel="preload";l.as="fetch";l.crossOrigin="anonymous";l.href=h;document.head.appendChild(l)})})` +
    `(${data},${cookie},${JSON.stringify(DEFAULT_GENDER)})`;
  return [inlineScript(code)];
}
