// Usernames that read as another's. A username is written in one script (Japanese counts its three
// as one), so a Cyrillic "о" cannot hide among Latin letters; and a new name whose confusable
// skeleton (NFKC, lower case, look-alike letters folded to one) equals an existing member's is
// taken. The fold table is the Latin, Cyrillic and Greek look-alikes and the digits read as letters.
import type { DataContext } from '../queries/dataContext.js';
import { skeletonInUse } from '../queries/members.js';

/** Each character and the one it folds to; the same table folds in SQL (translate) and here. */
const FOLDS: [string, string][] = [
  ['а', 'a'],
  ['е', 'e'],
  ['о', 'o'],
  ['р', 'p'],
  ['с', 'c'],
  ['у', 'y'],
  ['х', 'x'],
  ['і', 'i'],
  ['ј', 'j'],
  ['ѕ', 's'],
  ['һ', 'h'],
  ['ԁ', 'd'],
  ['ԛ', 'q'],
  ['ԝ', 'w'],
  ['ӏ', 'l'],
  ['в', 'b'],
  ['к', 'k'],
  ['м', 'm'],
  ['н', 'h'],
  ['т', 't'],
  ['α', 'a'],
  ['ο', 'o'],
  ['ν', 'v'],
  ['ρ', 'p'],
  ['ι', 'i'],
  ['κ', 'k'],
  ['υ', 'u'],
  ['χ', 'x'],
  ['ε', 'e'],
  ['τ', 't'],
  ['β', 'b'],
  ['η', 'n'],
  ['μ', 'u'],
  ['ѵ', 'v'],
  ['0', 'o'],
  ['1', 'l'],
  ['i', 'l'],
];
const FROM = FOLDS.map(([from]) => from).join('');
const TO = FOLDS.map(([, to]) => to).join('');
const FOLD = new Map(FOLDS);

export function usernameSkeleton(name: string): string {
  return [...name.normalize('NFKC').toLowerCase()].map((c) => FOLD.get(c) ?? c).join('');
}

const SCRIPTS: [string, RegExp][] = [
  ['latin', /\p{Script=Latin}/u],
  ['cyrillic', /\p{Script=Cyrillic}/u],
  ['greek', /\p{Script=Greek}/u],
  ['japanese', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['hangul', /\p{Script=Hangul}/u],
  ['arabic', /\p{Script=Arabic}/u],
  ['hebrew', /\p{Script=Hebrew}/u],
];

/** True when every letter of the name is of one script (digits and _ . - belong to all). */
export function isSingleScript(name: string): boolean {
  const seen = new Set<string>();
  for (const c of name) {
    if (!/\p{L}/u.test(c)) continue;
    seen.add(SCRIPTS.find(([, re]) => re.test(c))?.[0] ?? `other:${c}`);
  }
  return seen.size <= 1;
}

/** Whether an existing member's name has the same skeleton as `name`. */
export async function skeletonTaken(ctx: Pick<DataContext, 'database'>, name: string): Promise<boolean> {
  return skeletonInUse(ctx.database, FROM, TO, usernameSkeleton(name));
}
