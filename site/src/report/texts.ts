// The sentence for each refusal code of the report and notice calls, whether the page's own check
// or the server found it; a code without one reads as a general failure, never as the raw code.
import { NOTICE_URLS_MAX, REPORT_DETAILS_MAX_CHARS } from '@reel/api/moderation';
import { BANNED_CODE, bannedText } from '../members/banned';
import { t, textIn, type TextInfo } from '../text';
import { REPORT_TEXT } from '../text/report';
import {
  NOTICE_CONTACT_MAX_CHARS,
  NOTICE_CONTACT_MIN_CHARS,
  NOTICE_NAME_MAX_CHARS,
  NOTICE_NAME_MIN_CHARS,
  NOTICE_WORK_MAX_CHARS,
  NOTICE_WORK_MIN_CHARS,
} from './constants';

/** `report.er.{code}`, else the general sentence. */
export function reportErrorText(code: string): string {
  if (code === BANNED_CODE) return bannedText();
  return textIn([REPORT_TEXT], `report.er.${code}`, { max: REPORT_DETAILS_MAX_CHARS }) ?? t(REPORT_TEXT, 'report.er.general');
}

const NAME = { min: NOTICE_NAME_MIN_CHARS, max: NOTICE_NAME_MAX_CHARS };
/** The bounds each notice refusal names. */
const NOTICE_INFO: Readonly<Record<string, TextInfo>> = {
  invalid_claimant: NAME,
  invalid_signature: NAME,
  invalid_contact: { min: NOTICE_CONTACT_MIN_CHARS, max: NOTICE_CONTACT_MAX_CHARS },
  invalid_work: { min: NOTICE_WORK_MIN_CHARS, max: NOTICE_WORK_MAX_CHARS },
  invalid_urls: { max: NOTICE_URLS_MAX },
};

/** `notice.er.{code}`, then the report's sentence for the codes both calls share (too_many, csrf), else general. */
export function noticeErrorText(code: string): string {
  return (
    textIn([REPORT_TEXT], `notice.er.${code}`, NOTICE_INFO[code] ?? {}) ??
    textIn([REPORT_TEXT], `report.er.${code}`) ??
    t(REPORT_TEXT, 'notice.er.general')
  );
}
