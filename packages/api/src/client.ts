// The typed client: one method per catalogue row, each answer checked the same way.
// It needs nothing of a browser but a `fetch`, so the site, the embed page and Node tests share it.
// The table's types only: the table itself (every parameter's parser) stays out of the pages'
// first chunk, which carries this client.
import type { ENDPOINT } from './endpoints/index.js';
import type { inputView, inputVote } from './endpoints/inputActs.js';
import { requestOf, type AnswerOf, type CallInput, type Endpoint, type Params } from './endpoints/kit.js';
import * as paths from './paths.js';
import type { Id } from './paths.js';
import type * as T from './types.js';

type Table = typeof ENDPOINT;

/** The part of a fetch Response the client reads; a real `fetch` satisfies it. */
export interface FetchResponse {
  status: number;
  text(): Promise<string>;
}

export interface FetchInit {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

export type FetchLike = (url: string, init: FetchInit) => Promise<FetchResponse>;

/** A notify entry's translated message is the caller's to show. */
export type NotifyHandler = (code: string, info?: Record<string, string | number>) => void;

export interface ApiClientOptions {
  /** Prefix for every relative path, e.g. `https://example.com`; empty means same origin. */
  baseUrl?: string;
  /** Defaults to the global `fetch`, looked up at call time. */
  fetch?: FetchLike;
  /** The related row's `{token}`; default `/api/json/videos_related/{lifetime}/` from the call's lifetime. */
  relatedToken?: string;
  /** The timelines row's `{token}`; default `/api/timelines/`. */
  timelinesToken?: string;
  onNotify?: NotifyHandler;
}

/** A form field; booleans travel as 1/0 and undefined fields are left out. */
export type FormValue = string | number | boolean | undefined;
export type FormFields = Record<string, FormValue>;

/** Most answers can instead be `{error: true, code}` with status 200. */
export type Answer<R> = R | T.ApiError;

/** Rejection for a non-2xx status, worded "Request failed with status code {status}". */
export class ApiRequestError extends Error {
  readonly status: number;
  /** The parsed body when the answer was JSON. */
  readonly body?: unknown;

  constructor(status: number, body?: unknown, message = `Request failed with status code ${status}`) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
  }
}

export function isApiError(answer: unknown): answer is T.ApiError {
  return typeof answer === 'object' && answer !== null && Boolean((answer as { error?: unknown }).error);
}

/** URLSearchParams does the encoding, so `&`, `=` and unicode survive the round trip. */
export function formBody(fields: FormFields): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    params.append(name, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return params.toString();
}

/** Errors may come as a list or keyed by field (the sign-in answer's `codes`); both hold entries. */
function notifyEntries(body: unknown): T.ErrorEntry[] {
  if (!isApiError(body)) return [];
  const errors: unknown = body.errors;
  const list = Array.isArray(errors) ? errors : typeof errors === 'object' && errors !== null ? Object.values(errors) : [];
  return list.filter((e): e is T.ErrorEntry => typeof e === 'object' && e !== null && (e as T.ErrorEntry).field === 'notify');
}

type Parsed = { json: true; value: unknown } | { json: false };

function parse(text: string): Parsed {
  if (text === '') return { json: true, value: undefined };
  try {
    return { json: true, value: JSON.parse(text) as unknown };
  } catch {
    return { json: false };
  }
}

/** A CDN token may be a full URL; only relative paths get the base prefix. */
function isAbsolute(path: string): boolean {
  return /^([a-z][a-z\d+.-]*:)?\/\//i.test(path);
}

const ACCEPT_JSON = { Accept: 'application/json' };
const FORM_HEADERS = { ...ACCEPT_JSON, 'Content-Type': 'application/x-www-form-urlencoded' };

/** The entry of the act a statistic names. Loaded when a statistic is first sent, so that the
 * entries stay out of the first chunk that carries this client. */
async function statEntry(act: T.StatPayload['act']): Promise<Endpoint<Params, AnswerOf<typeof inputView> | AnswerOf<typeof inputVote>>> {
  const { inputFavourite, inputSubscribe, inputView, inputVote } = await import('./endpoints/inputActs.js');
  return { view: inputView, vote: inputVote, subscribe: inputSubscribe, favourite: inputFavourite }[act];
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');

  const url = (path: string): string => (isAbsolute(path) ? path : `${baseUrl}${path}`);

  function fetchFn(): FetchLike {
    if (options.fetch) return options.fetch;
    if (typeof globalThis.fetch !== 'function') throw new Error('No fetch available: pass one in createApiClient options');
    return globalThis.fetch.bind(globalThis);
  }

  /** Every answer passes here: notify entries are reported, a bad status rejects. */
  async function send<R>(path: string, init: FetchInit): Promise<R> {
    const response = await fetchFn()(url(path), init);
    const parsed = parse(await response.text());
    if (parsed.json) for (const entry of notifyEntries(parsed.value)) options.onNotify?.(entry.code, entry.info);
    const ok = response.status >= 200 && response.status < 300;
    if (!ok) throw new ApiRequestError(response.status, parsed.json ? parsed.value : undefined);
    if (!parsed.json) throw new ApiRequestError(response.status, undefined, `Response is not JSON (status code ${response.status})`);
    return parsed.value as R;
  }

  const get = <R>(path: string): Promise<R> => send<R>(path, { method: 'GET', headers: { ...ACCEPT_JSON } });

  const postForm = <R>(path: string, fields: FormFields): Promise<R> =>
    send<R>(path, { method: 'POST', headers: { ...FORM_HEADERS }, body: formBody(fields) });

  /** One call to an entry of the endpoint table: the address from its parameters, the answer of its declared type. */
  const call = async <P extends Params, A>(e: Endpoint<P, A>, input: CallInput<P> = {}): Promise<A> => {
    // A value the server would refuse rejects here, as a BadInput with the server's code.
    const request = requestOf(e, input);
    return request.method === 'POST' ? postForm<A>(request.address, request.fields ?? {}) : get<A>(request.address);
  };

  /** A GET of `path`, built by its path builder, answered with entry `E`'s declared type (or a refusal). */
  const read = <E extends Endpoint>(path: string): Promise<Answer<AnswerOf<E>>> => get<Answer<AnswerOf<E>>>(path);

  /** The statistics input, one entry per act: the act's entry writes the fields it takes and checks
   * the section against the act's own list (a section the act does not take rejects as BadInput). */
  const stat = async (payload: T.StatPayload): Promise<AnswerOf<typeof inputView> | AnswerOf<typeof inputVote>> =>
    call(await statEntry(payload.act), { ...payload, object_id: String(payload.object_id) });

  return {
    call,
    main: (p?: paths.MainParams) => read<Table['main']>(paths.mainPath(p)),
    videos: (p?: paths.VideosParams) => read<Table['videos']>(paths.videosPath(p)),
    search: (p: paths.SearchParams) => read<Table['search']>(paths.searchPath(p)),
    video: (video_id: Id, p?: { lifetime?: number }) => read<Table['video']>(paths.videoPath(video_id, p)),
    related: (video_id: Id, p: paths.RelatedParams = {}) =>
      read<Table['related']>(paths.relatedPath(video_id, { ...p, token: p.token ?? options.relatedToken })),
    videofile: (video_id: Id, p?: { lifetime?: number }) => get<AnswerOf<Table['videofile']>>(paths.videofilePath(video_id, p)),
    /** A URL, not a request: the player loads the WebVTT file itself. */
    timelinesUrl: (p: paths.TimelinesParams): string => url(paths.timelinesPath({ ...p, token: p.token ?? options.timelinesToken })),
    suggester: (p?: paths.SuggesterParams) => read<Table['suggester']>(paths.suggesterPath(p)),
    suggest: (text: string) => read<Table['suggest']>(paths.suggestPath(text)),
    stats: (p?: { lifetime?: number }) => read<Table['stats']>(paths.statsPath(p)),
    categories: (p?: paths.CategoriesParams) => read<Table['categories']>(paths.categoriesPath(p)),
    members: (p?: paths.MembersParams) => read<Table['members']>(paths.membersPath(p)),
    member: (user_id: Id, p?: paths.MemberParams) => read<Table['member']>(paths.memberPath(user_id, p)),
    comments: (p: paths.CommentsParams) => read<Table['comments']>(paths.commentsPath(p)),
    channels: (p?: paths.ChannelsParams) => read<Table['channels']>(paths.channelsPath(p)),
    channel: (dir: string, p?: { lifetime?: number }) => read<Table['channel']>(paths.channelPath(dir, p)),
    models: (p?: paths.ModelsParams) => read<Table['models']>(paths.modelsPath(p)),
    model: (dir: string, p?: { lifetime?: number }) => read<Table['model']>(paths.modelPath(dir, p)),
    playlists: (p?: paths.PlaylistsParams) => read<Table['playlists']>(paths.playlistsPath(p)),
    playlist: (id: Id, p?: { lifetime?: number }) => read<Table['playlist']>(paths.playlistPath(id, p)),
    subscriptions: (object_id: Id, p?: paths.SubscriptionsParams) => read<Table['subscriptions']>(paths.subscriptionsPath(object_id, p)),
    /** The download page reads the first item of this list. */
    download: (name: string, p?: { lifetime?: number }) => read<Table['download']>(paths.downloadPath(name, p)),
    stat,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
