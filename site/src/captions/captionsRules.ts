// The captions fields' own checks before sending (the server checks again, and reads the file as
// WebVTT): a `.vtt` file within the size cap, a BCP 47 language and a label. Without a file the
// fields are left alone: captions are optional with an upload.
import { CAPTIONS_FIELDS, CAPTIONS_LABEL_MAX_CHARS, CAPTIONS_MAX_BYTES, readCaptionsLabel, readSrclang } from '@reel/api';
import { t } from '../text';
import { CAPTIONS_TEXT } from '../text/captions';

export interface CaptionsValues {
  captions: File | null;
  captions_srclang: string;
  captions_label: string;
}

export type CaptionsField = keyof CaptionsValues;

export interface CaptionsRefusal {
  code: string;
  info?: Record<string, string | number>;
}

export type CaptionsErrors = Partial<Record<CaptionsField, CaptionsRefusal>>;

export const EMPTY_CAPTIONS: CaptionsValues = { captions: null, captions_srclang: '', captions_label: '' };

export function checkCaptionsFields(values: CaptionsValues, { required = false } = {}): CaptionsErrors {
  const file = values.captions;
  if (!file) return required ? { captions: { code: 'required' } } : {};
  const errors: CaptionsErrors = {};
  if (!/\.vtt$/i.test(file.name)) errors.captions = { code: 'captions_not_webvtt' };
  else if (file.size > CAPTIONS_MAX_BYTES) errors.captions = { code: 'captions_too_large', info: { max: CAPTIONS_MAX_BYTES } };
  if (!readSrclang(values.captions_srclang)) errors.captions_srclang = { code: 'captions_srclang' };
  if (!readCaptionsLabel(values.captions_label))
    errors.captions_label = { code: 'captions_label', info: { length: CAPTIONS_LABEL_MAX_CHARS } };
  return errors;
}

/** The captions fields of a multipart body, when a file was chosen. */
export function appendCaptions(form: FormData, values: CaptionsValues): void {
  if (!values.captions) return;
  form.append(CAPTIONS_FIELDS.srclang, values.captions_srclang.trim());
  form.append(CAPTIONS_FIELDS.label, values.captions_label.trim());
  form.append(CAPTIONS_FIELDS.file, values.captions, values.captions.name);
}

/** The text of a captions refusal (the form's or the server's), or null for another code. */
export function captionsRefusalText({ code, info = {} }: CaptionsRefusal): string | null {
  switch (code) {
    case 'captions_not_webvtt':
      return t(CAPTIONS_TEXT, 'captions.er.captions_not_webvtt');
    case 'captions_too_large':
      return t(CAPTIONS_TEXT, 'captions.er.captions_too_large', { max: Math.floor(Number(info.max ?? CAPTIONS_MAX_BYTES) / 1024) });
    case 'captions_srclang':
      return t(CAPTIONS_TEXT, 'captions.er.captions_srclang');
    case 'captions_label':
      return t(CAPTIONS_TEXT, 'captions.er.captions_label', { max: CAPTIONS_LABEL_MAX_CHARS });
    case 'captions_count':
      return t(CAPTIONS_TEXT, 'captions.er.captions_count');
    default:
      return null;
  }
}
