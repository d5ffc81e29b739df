// The forms' own checks against the endpoint table's parsers, which the server runs on the same
// fields: for values at and beyond each bound, the page refuses exactly what the server would, with
// the same code, so the copied bounds in constants.ts cannot drift from the table.
import { BadInput, ENDPOINT, parseInput } from '@reel/api/endpoints';
import { NOTICE_URLS_MAX, REPORT_DETAILS_MAX_CHARS, REPORT_REASONS } from '@reel/api/moderation';
import { describe, expect, it } from 'vitest';
import {
  NOTICE_CONTACT_MAX_CHARS,
  NOTICE_CONTACT_MIN_CHARS,
  NOTICE_NAME_MAX_CHARS,
  NOTICE_NAME_MIN_CHARS,
  NOTICE_URLS_MAX_CHARS,
  NOTICE_WORK_MAX_CHARS,
  NOTICE_WORK_MIN_CHARS,
} from './constants';
import { checkNotice, checkReport, noticeUrls, type NoticeFields, type ReportFields } from './rules';

/** The code the server's reading of `body` refuses with, or null when it takes it. */
function serverCode(entry: Parameters<typeof parseInput>[0], body: Record<string, string>): string | null {
  try {
    parseInput(entry, {}, {}, body);
    return null;
  } catch (err) {
    if (err instanceof BadInput) return err.code;
    throw err;
  }
}

const VALID_NOTICE: NoticeFields = {
  claimant: 'Ann Owner',
  contact: '1 Main Street, Springfield; +1 555 0100',
  email: 'ann@reel.example',
  work: 'My film “Harbour”, published at https://ann.example/harbour',
  urls: 'https://reel.example/videos/42/quiet-harbour/',
  good_faith: true,
  accurate: true,
  signature: 'Ann Owner',
};

const asForm = (fields: NoticeFields): Record<string, string> => ({
  ...fields,
  good_faith: fields.good_faith ? '1' : '',
  accurate: fields.accurate ? '1' : '',
});

/** The page's single code for a notice, or null: the first in the server's field order. */
function pageCode(fields: NoticeFields): string | null {
  const codes = checkNotice(fields);
  const order = ENDPOINT.copyrightNotice.body ?? [];
  for (const name of order) {
    const code = codes[name as keyof NoticeFields];
    if (code) return code;
  }
  return null;
}

const text = (n: number) => 'x'.repeat(n);
const around = (min: number, max: number) => [text(0), text(min - 1), text(min), text(max), text(max + 1), ` ${text(min)} `];

describe('the copyright notice check', () => {
  const cases: [string, Partial<NoticeFields>][] = [
    ...around(NOTICE_NAME_MIN_CHARS, NOTICE_NAME_MAX_CHARS).map((v): [string, Partial<NoticeFields>] => ['claimant', { claimant: v }]),
    ...around(NOTICE_CONTACT_MIN_CHARS, NOTICE_CONTACT_MAX_CHARS).map((v): [string, Partial<NoticeFields>] => ['contact', { contact: v }]),
    ...around(NOTICE_WORK_MIN_CHARS, NOTICE_WORK_MAX_CHARS).map((v): [string, Partial<NoticeFields>] => ['work', { work: v }]),
    ...around(NOTICE_NAME_MIN_CHARS, NOTICE_NAME_MAX_CHARS).map((v): [string, Partial<NoticeFields>] => ['signature', { signature: v }]),
    ['urls', { urls: '' }],
    ['urls', { urls: ' \n ' }],
    ['urls', { urls: `a${text(NOTICE_URLS_MAX_CHARS - 1)}` }],
    ['urls', { urls: `a${text(NOTICE_URLS_MAX_CHARS)}` }],
    ['email', { email: '' }],
    ['email', { email: 'ann@' }],
    ['email', { email: ' ann@reel.example ' }],
    ['good_faith', { good_faith: false }],
    ['accurate', { accurate: false }],
  ];
  it.each(cases)('refuses %s as the server does (%#)', (_, change) => {
    const fields = { ...VALID_NOTICE, ...change };
    expect(pageCode(fields)).toBe(serverCode(ENDPOINT.copyrightNotice, asForm(fields)));
  });

  it('takes a complete notice', () => {
    expect(checkNotice(VALID_NOTICE)).toEqual({});
    expect(serverCode(ENDPOINT.copyrightNotice, asForm(VALID_NOTICE))).toBeNull();
  });

  it(`counts the addresses by their non-empty lines, at most ${NOTICE_URLS_MAX}`, () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `https://reel.example/videos/${i + 1}/a/`).join('\n');
    expect(noticeUrls(' a \r\n\n b \n')).toEqual(['a', 'b']);
    expect(checkNotice({ ...VALID_NOTICE, urls: lines(NOTICE_URLS_MAX) }).urls).toBeUndefined();
    expect(checkNotice({ ...VALID_NOTICE, urls: lines(NOTICE_URLS_MAX + 1) }).urls).toBe('invalid_urls');
  });

  it('names every field at fault at once', () => {
    expect(
      checkNotice({ claimant: '', contact: '', email: '', work: '', urls: '', good_faith: false, accurate: false, signature: '' }),
    ).toEqual({
      claimant: 'invalid_claimant',
      contact: 'invalid_contact',
      email: 'email_required',
      work: 'invalid_work',
      urls: 'invalid_urls',
      good_faith: 'good_faith_required',
      accurate: 'accuracy_required',
      signature: 'invalid_signature',
    });
  });
});

describe('the report check', () => {
  const report = (fields: ReportFields): Record<string, string> => ({ target_type: 'video', target_id: '42', ...fields });
  const pageReportCode = (fields: ReportFields) => {
    const codes = checkReport(fields);
    return codes.reason ?? codes.details ?? codes.email ?? null;
  };
  const cases: ReportFields[] = [
    { reason: '', details: '', email: '' },
    ...REPORT_REASONS.map((reason): ReportFields => ({ reason, details: '', email: '' })),
    { reason: 'other', details: text(REPORT_DETAILS_MAX_CHARS), email: '' },
    { reason: 'other', details: text(REPORT_DETAILS_MAX_CHARS + 1), email: '' },
    { reason: 'other', details: ` ${text(REPORT_DETAILS_MAX_CHARS)} `, email: '' },
    { reason: 'other', details: '', email: 'ann@reel' },
    { reason: 'copyright', details: '', email: ' ' },
    { reason: 'copyright', details: '', email: 'ann@reel.example' },
  ];
  it.each(cases)('refuses as the server does: %o', (fields) => {
    expect(pageReportCode(fields)).toBe(serverCode(ENDPOINT.report, report(fields)));
  });
});
