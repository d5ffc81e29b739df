// The shared form check: an empty required value gives form.error.required; a value
// shorter than the minimum min_length with the length; longer than the maximum max_length with
// the length; otherwise no error.
import { t, textIn, type TextInfo } from '../text';
import { MEMBER_TEXT } from '../text/members';
import { SITE_TEXT } from '../text/site';

export interface FieldRule {
  required?: boolean;
  min?: number;
  max?: number;
}

export type FieldError = { code: string; length?: number };

export function checkField(value: string, rule: FieldRule): FieldError | null {
  if (value === '') return rule.required ? { code: 'required' } : null;
  if (rule.min !== undefined && value.length < rule.min) return { code: 'min_length', length: rule.min };
  if (rule.max !== undefined && value.length > rule.max) return { code: 'max_length', length: rule.max };
  return null;
}

/** Errors by field name for the fields that break their rule. */
export function checkForm<F extends string>(
  values: Record<F, string>,
  rules: Partial<Record<F, FieldRule>>,
): Partial<Record<F, FieldError>> {
  const errors: Partial<Record<F, FieldError>> = {};
  for (const field of Object.keys(rules) as F[]) {
    const rule = rules[field];
    const error = rule ? checkField(values[field] ?? '', rule) : null;
    if (error) errors[field] = error;
  }
  return errors;
}

/** `form.error.{code}` with its length; a code the catalogue does not know reads as a system error. */
export function fieldErrorText(error: FieldError): string {
  const info: TextInfo = error.length === undefined ? {} : { length: error.length };
  return textIn([SITE_TEXT, MEMBER_TEXT], `form.error.${error.code}`, info) ?? t(MEMBER_TEXT, 'notify.system_error');
}

/** The errors of a refused answer (`errors: [{field, code, info?}]`) by field. */
export function answerFieldErrors(body: unknown): Record<string, FieldError> {
  const list = (body as { errors?: unknown } | null)?.errors;
  const errors: Record<string, FieldError> = {};
  if (!Array.isArray(list)) return errors;
  for (const entry of list as { field?: unknown; code?: unknown; info?: { length?: unknown } }[]) {
    if (typeof entry?.field !== 'string' || typeof entry.code !== 'string' || entry.field in errors) continue;
    const length = typeof entry.info?.length === 'number' ? entry.info.length : undefined;
    errors[entry.field] = length === undefined ? { code: entry.code } : { code: entry.code, length };
  }
  return errors;
}
