// The words for a refused upload: each code the server
// answers has its text; any other reads 'Error [{code}] uploading video to the site, please
// contact support', with the server's support reference when it gives one.
import { captionsRefusalText } from '../captions/captionsRules';
import { BANNED_CODE, bannedText } from '../members/banned';
import { t, type TextKey } from '../text';
import { SITE_TEXT } from '../text/site';
import { UPLOAD_TEXT } from '../text/upload';

export interface UploadRefusal {
  code: string;
  /** The form field the refusal is about (`file`, `title`, `categories`, …) or `notify`. */
  field?: string;
  info?: Record<string, string | number>;
}

/** Codes with a text of their own: the file's (`upload.er.{code}`) and the forms'. */
const CODE_TEXT: Record<string, TextKey<typeof UPLOAD_TEXT>> = {
  filename: 'upload.er.filename',
  extension: 'upload.er.extension',
  damaged: 'upload.er.damaged',
  broken: 'upload.er.broken',
  duplicate: 'upload.er.duplicate',
  too_large: 'upload.er.too_large',
  min_duration: 'upload.er.min_duration',
  vertical: 'upload.er.vertical',
  orientation: 'upload.er.orientation',
  not_verified: 'upload.er.not_verified',
  uploader_unverified: 'upload.er.uploader_unverified',
  need_login: 'form.error.need_login',
  preview_required: 'form.error.preview_required',
};

/** The text of one refusal. */
export function refusalText({ code, info = {} }: UploadRefusal): string {
  const key = CODE_TEXT[code];
  if (key) return t(UPLOAD_TEXT, key);
  const captions = captionsRefusalText({ code, info });
  if (captions) return captions;
  if (code === BANNED_CODE) return bannedText();
  if (code === 'required') return t(SITE_TEXT, 'form.error.required');
  if (code === 'max_length' && info.length !== undefined) return t(SITE_TEXT, 'form.error.max_length', { length: info.length });
  if (code === 'max_resolution' && info.width !== undefined && info.height !== undefined)
    return t(UPLOAD_TEXT, 'upload.er.max_resolution', { width: info.width, height: info.height });
  if (code === 'max_duration' && typeof info.max === 'number')
    return t(UPLOAD_TEXT, 'upload.er.max_duration', { hours: Math.round(info.max / 360) / 10 });
  if (code === 'max_frame_rate' && info.max !== undefined) return t(UPLOAD_TEXT, 'upload.er.max_frame_rate', { max: info.max });
  if (code === 'max_frames') return t(UPLOAD_TEXT, 'upload.er.max_frames');
  if (code === 'categories_count' && info.min !== undefined && info.max !== undefined)
    return t(UPLOAD_TEXT, 'form.error.categories_count', { min: info.min, max: info.max });
  // The server's unexpected failure carries a reference for support in info.code.
  return t(UPLOAD_TEXT, 'form.error.upload_unknown', { code: info.code ?? code });
}

/** The refusal an answer body holds: its first entry (which names the field), else its code. */
export function refusalOf(body: unknown, status: number): UploadRefusal {
  const answer = (typeof body === 'object' && body !== null ? body : {}) as { code?: unknown; errors?: unknown };
  const first: unknown = Array.isArray(answer.errors) ? answer.errors[0] : undefined;
  if (typeof first === 'object' && first !== null && typeof (first as UploadRefusal).code === 'string') {
    const entry = first as UploadRefusal;
    return { code: entry.code, field: entry.field, info: entry.info };
  }
  return { code: typeof answer.code === 'string' ? answer.code : String(status) };
}
