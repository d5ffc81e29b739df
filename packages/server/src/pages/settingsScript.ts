// The public settings written into every page the server renders, so the site's first render (and
// the embed's) has them without another request. A JSON data block is never executed, and `<` is
// escaped inside it, so no value can close the element and start a script.
import { SETTINGS_ELEMENT_ID, type PublicSettings } from '@reel/api/settings';
import { insertBefore } from './insert.js';
import { scriptJson } from './jsonLd.js';
import { trustTemplateScripts } from './serverScripts.js';

export function settingsScript(settings: PublicSettings): string {
  return `<script type="application/json" id="${SETTINGS_ELEMENT_ID}">${scriptJson(settings)}</script>`;
}

/** `html` (a built page, before any other text is added) with the settings block at the end of its
 * head; the page's own inline scripts are admitted by the policy here, before any text can join them. */
export function withSettings(html: string, settings: PublicSettings): string {
  trustTemplateScripts(html);
  return insertBefore(html, '</head>', `  ${settingsScript(settings)}\n  `);
}
