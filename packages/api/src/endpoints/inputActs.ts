// POST /api/input.php, each act its own entry: the view statistic, open to visitors, and a member's
// vote, subscribe, favourite and their reverses. The route reads the object first, whoever asks (a
// bad one is 400 even for a visitor); a member act's section and vote are read once the member is
// known and the write counted.
import type { InputActAnswer } from '../social.js';
import { FAVOURITE_SECTIONS, SUBSCRIBE_SECTIONS, VOTE_SECTIONS } from '../social.js';
import { STAT_SECTIONS } from '../constants.js';
import { isDir, isId } from '../ids.js';
import { INPUT_PATH } from '../paths.js';
import { answers, BadInput, endpoint, param, type Param, type Params } from './kit.js';
import { FORM_ERRORS } from './formErrors.js';

/** An object by its id or, for categories, channels and models, its dir: the text as sent. */
const objectId: Param<string> = {
  doc: 'id, or the dir of a category, channel or model',
  parse: (raw) => {
    if (isId(raw) || isDir(raw)) return raw;
    throw new BadInput('invalid_object_id');
  },
};

/** A vote: 1 (or true) is like, 0 (or false) dislike; anything else, or nothing, is refused. */
const vote: Param<boolean> = {
  doc: '1 | 0 (like | dislike)',
  parse: (raw) => {
    if (raw === '1' || raw === 'true') return true;
    if (raw === '0' || raw === 'false') return false;
    throw new BadInput('invalid_vote');
  },
  format: (value) => (value ? '1' : '0'),
};

const memberAct = <S extends string, P extends Params>(act: S, summary: string, params: P, errors: readonly string[]) =>
  endpoint({
    name: `input${act[0].toUpperCase()}${act.slice(1)}`,
    method: 'POST',
    route: INPUT_PATH,
    act,
    shape: `${INPUT_PATH} (form: act=${act}, ${Object.keys(params).join(', ')})`,
    summary,
    params,
    body: Object.keys(params),
    answer: answers<InputActAnswer>('InputActAnswer (social.ts)'),
    cache: 'no-store',
    private: true,
    errors: [...FORM_ERRORS, 'invalid_object_id', 'invalid_section', ...errors, 'not_found', 'no_permission'],
  });

export const inputView = endpoint({
  name: 'inputView',
  method: 'POST',
  route: INPUT_PATH,
  act: 'view',
  shape: `${INPUT_PATH} (form: act=view, section, object_id, nogeo)`,
  summary: 'Counts a view of a video, category, channel, model, member or playlist; a video view records the signed-in viewer.',
  params: {
    section: param.oneOf(STAT_SECTIONS, 'invalid_section'),
    object_id: objectId,
    nogeo: param.formFlag(),
  },
  body: ['section', 'object_id', 'nogeo'],
  answer: answers<{ ok: true }>('ViewAnswer'),
  cache: 'no-store',
  errors: [
    'invalid_body',
    'invalid_act',
    'bad_origin',
    'rate_limited',
    'invalid_object_id',
    'invalid_section',
    ...STAT_SECTIONS.map((s) => `${s}_not_found`),
  ],
});

export const inputVote = memberAct(
  'vote',
  'Likes or dislikes a video, model, channel or playlist, once.',
  { section: param.oneOf(VOTE_SECTIONS, 'invalid_section'), object_id: objectId, vote },
  ['invalid_vote', 'already_voted'],
);
export const inputSubscribe = memberAct(
  'subscribe',
  'Subscribes to a channel, model, member or playlist.',
  { section: param.oneOf(SUBSCRIBE_SECTIONS, 'invalid_section'), object_id: objectId },
  ['subscribe_self', 'already_subscribed'],
);
export const inputUnsubscribe = memberAct(
  'unsubscribe',
  'Ends a subscription.',
  { section: param.oneOf(SUBSCRIBE_SECTIONS, 'invalid_section'), object_id: objectId },
  ['not_subscribed'],
);
export const inputFavourite = memberAct(
  'favourite',
  "Adds a video to the member's favourites.",
  { section: param.oneOf(FAVOURITE_SECTIONS, 'invalid_section'), object_id: objectId },
  ['already_favourite'],
);
export const inputUnfavourite = memberAct(
  'unfavourite',
  "Takes a video out of the member's favourites.",
  { section: param.oneOf(FAVOURITE_SECTIONS, 'invalid_section'), object_id: objectId },
  ['not_favourite'],
);
