// The captions of an upload sent through the resumable address: its metadata carries only text, so
// the captions file follows the video, attached to it by its id (ENDPOINT.captions, multipart, the
// same checks as with the single request). The video stays uploaded whatever happens to its captions.
import { CAPTIONS_FIELDS } from '@reel/api';
import { ENDPOINT } from '@reel/api/endpoints';
import { appendCaptions, type CaptionsValues } from '../captions/captionsRules';
import { refusalOf, type UploadRefusal } from './uploadErrors';

export type CaptionsOutcome = { kind: 'ok' } | { kind: 'refused'; refusal: UploadRefusal } | { kind: 'network' };

/** Attaches the chosen captions file to the member's video `videoId`. */
export async function sendCaptions(videoId: number, values: CaptionsValues): Promise<CaptionsOutcome> {
  const form = new FormData();
  form.append(CAPTIONS_FIELDS.videoId, String(videoId));
  appendCaptions(form, values);
  let response: Response;
  try {
    response = await fetch(ENDPOINT.captions.route, { method: 'POST', headers: { Accept: 'application/json' }, body: form });
  } catch {
    return { kind: 'network' };
  }
  if (response.status >= 200 && response.status < 300) return { kind: 'ok' };
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    body = undefined;
  }
  return { kind: 'refused', refusal: refusalOf(body, response.status) };
}
