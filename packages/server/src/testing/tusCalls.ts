// The tus client calls of the resumable upload tests, over real HTTP to one server: creation with
// the upload form as metadata, PATCH, HEAD and any other request with the protocol's header.
import { RESUMABLE_UPLOAD_PATH } from '@reel/api';

export interface TusAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown> | null;
}

/** `Upload-Metadata`: each key with its value in base64. */
export const tusMetadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

/** A good upload form as metadata, for a clip named `holiday.mp4`. */
export const tusForm = (categories: string) => ({
  title: 'Resumed holiday',
  description: 'Sent in pieces',
  categories,
  tags: 'a,b',
  filename: 'holiday.mp4',
});

export interface TusCalls {
  send(method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<TusAnswer>;
  /** Creates an upload of `length` bytes with a good form (`fields` over it). */
  create(length: number, fields?: Record<string, string>, who?: string): Promise<TusAnswer>;
  patch(location: string, offset: number, chunk: Buffer, who?: string, type?: string): Promise<TusAnswer>;
  head(location: string, who?: string): Promise<TusAnswer>;
}

/** Calls to the server at `base` as the member of `cookie` unless told otherwise. */
export function tusCalls(base: string, cookie: string, categories: string): TusCalls {
  const form = tusForm(categories);
  const send = async (method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<TusAnswer> => {
    const res = await fetch(base + path, {
      method,
      headers: { 'Tus-Resumable': '1.0.0', origin: base, ...headers },
      body: body ? new Uint8Array(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
  };
  return {
    send,
    create: (length, fields = {}, who = cookie) =>
      send('POST', RESUMABLE_UPLOAD_PATH, {
        cookie: who,
        'Upload-Length': String(length),
        'Upload-Metadata': tusMetadata({ ...form, ...fields }),
      }),
    patch: (location, offset, chunk, who = cookie, type = 'application/offset+octet-stream') =>
      send('PATCH', location, { cookie: who, 'Upload-Offset': String(offset), 'Content-Type': type }, chunk),
    head: (location, who = cookie) => send('HEAD', location, { cookie: who }),
  };
}
