// What the catalogue's data calls share: their error lists and the parameters most of them take.
import { CHANNEL_MODEL_SORTS, GENDERS, LANGS } from '../constants.js';
import { param } from './kit.js';

export const JSON_ERRORS = ['invalid_lifetime', 'invalid_extension', 'invalid_path'] as const;
export const DIR_ERRORS = ['invalid_lifetime', 'invalid_extension', 'invalid_dir', 'invalid_bucket'] as const;

export const lifetime = param.lifetime();
export const gender = param.oneOf(GENDERS, 'invalid_gender');
export const lang = param.oneOf(LANGS, 'invalid_lang');
export const toptnSort = param.framed('', '-toptn', param.oneOf(CHANNEL_MODEL_SORTS, 'invalid_sort'), 'invalid_sort');

/** A list of everything takes no object; a list of something's needs one. */
export const objectFor =
  (all: readonly string[]) =>
  (i: { section: string; object_id: string }): string | undefined => {
    const needsObject = !all.includes(i.section);
    if (needsObject && i.object_id === '') return 'object_id_required';
    if (!needsObject && i.object_id !== '') return 'invalid_object_id';
    return undefined;
  };
