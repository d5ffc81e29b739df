// Every HTTP endpoint of the server, declared once: the server registers its routes from these
// entries, the path builders are checked against them and docs/http-api.md is written from them.
import * as account from './account.js';
import * as ageCalls from './age.js';
import * as catalogue from './catalogue.js';
import * as consent from './consent.js';
import type { Endpoint } from './kit.js';
import * as inputActs from './inputActs.js';
import * as members from './members.js';
import * as profile from './profile.js';
import * as moderation from './moderation.js';
import * as reportForms from './reports.js';
import * as session from './session.js';
import * as playerMetrics from './playerMetrics.js';
import * as publicCalls from './public.js';
import * as siteSettings from './settings.js';
import * as socialForms from './socialForms.js';
import * as uploads from './uploads.js';

export {
  ACT_FIELD,
  AGE_VERIFICATION_REQUIRED,
  answers,
  BadInput,
  bucketsOf,
  endpoint,
  formatParam,
  param,
  parseInput,
  readAddress,
  requestOf,
  sends,
} from './kit.js';
export type { AnswerName, AnswerOf, CallInput, CallRequest, Endpoint, FileShape, Input, Param, Params, SentByHandler } from './kit.js';

const entries = <T extends object>(group: T): Endpoint[] =>
  Object.values(group).filter((v): v is Endpoint => typeof v === 'object' && v !== null && 'route' in v);

/** The table by name, for the server's registrations and every caller: `ENDPOINT.video`. */
export * as ENDPOINT from './table.js';

/** The table by area, in the order the docs list them. */
export const ENDPOINT_AREAS: readonly { title: string; endpoints: readonly Endpoint[] }[] = [
  { title: 'Data calls', endpoints: entries(catalogue) },
  {
    title: 'Members, media and forms',
    endpoints: [
      ...entries(account),
      ...entries(session),
      ...entries(profile),
      ...entries(members),
      ...entries(inputActs),
      ...entries(socialForms),
      ...entries(uploads),
    ],
  },
  { title: 'Other public addresses', endpoints: entries(publicCalls) },
  { title: 'Reports and the staff console', endpoints: [...entries(reportForms), ...entries(moderation)] },
  { title: 'Uploaders and consent records', endpoints: entries(consent) },
  { title: 'Site settings', endpoints: entries(siteSettings) },
  { title: 'Player metrics', endpoints: entries(playerMetrics) },
  { title: 'Age assurance', endpoints: entries(ageCalls) },
];

export const ENDPOINTS: readonly Endpoint[] = ENDPOINT_AREAS.flatMap((a) => a.endpoints);
