// Models (pornstars) and members of the demo catalogue, with every profile field filled.
import { ETHNICITY, EYE_COLOURS, YES_NO } from '@reel/api';
import type { MediaInfo } from './mediaInfo.js';
import type { Rng } from './random.js';
import type { Row } from './sql.js';
import { slugify } from '../text/dirs.js';
import { CITIES, COUNTRIES, EDUCATION, FIRST_NAMES, INTERESTS, LAST_NAMES, OCCUPATIONS } from './peopleWords.js';

export const MODEL_COUNT = 60;
export const MEMBER_COUNT = 30;

const DAY_MS = 86_400_000;
const YEAR_MS = 365.25 * DAY_MS;
const FEMALE = FIRST_NAMES.slice(0, 30);
const MALE = FIRST_NAMES.slice(30);

/** Sign start dates (month, day), in calendar order; dates before 20 January are Capricorn. */
const ZODIAC_STARTS: [number, number, string][] = [
  [1, 20, 'aquarius'],
  [2, 19, 'pisces'],
  [3, 21, 'aries'],
  [4, 20, 'taurus'],
  [5, 21, 'gemini'],
  [6, 21, 'cancer'],
  [7, 23, 'leo'],
  [8, 23, 'virgo'],
  [9, 23, 'libra'],
  [10, 23, 'scorpio'],
  [11, 22, 'sagittarius'],
  [12, 22, 'capricorn'],
];

/** The western zodiac sign of a 'YYYY-MM-DD' birth date. */
export function zodiacSign(birthDate: string): string {
  const [, month, day] = birthDate.split('-').map(Number);
  let sign = 'capricorn';
  for (const [m, d, name] of ZODIAC_STARTS) if (month > m || (month === m && day >= d)) sign = name;
  return sign;
}

/** A birth date that makes the person at least `minAge` full years old on `now`. */
function birthDate(rng: Rng, now: number, minAge: number, maxAge: number): string {
  const ageMs = (minAge + 0.01) * YEAR_MS + rng.next() * (maxAge - minAge) * YEAR_MS;
  return new Date(now - ageMs).toISOString().slice(0, 10);
}

function uniqueName(rng: Rng, used: Set<string>, firsts: readonly string[]): [string, string] {
  for (;;) {
    const first = rng.pick(firsts);
    const last = rng.pick(LAST_NAMES);
    if (!used.has(`${first} ${last}`)) {
      used.add(`${first} ${last}`);
      return [first, last];
    }
  }
}

function modelGender(rng: Rng): number {
  const r = rng.next();
  return r < 0.85 ? 2 : r < 0.95 ? 1 : 3;
}

function career(rng: Rng, birth: string, nowYear: number) {
  const birthYear = Number(birth.slice(0, 4));
  const age = nowYear - birthYear;
  const debutAge = rng.int(18, Math.max(18, Math.min(30, age - 1)));
  const start = birthYear + debutAge;
  const retired = rng.chance(0.25) && start < nowYear;
  // An active career has no end yet; the field holds the current year ("to date") so it is never empty.
  return {
    career_start: start,
    career_debut_age: debutAge,
    career_status: retired ? 'retired' : 'active',
    career_end: retired ? rng.int(start + 1, nowYear) : nowYear,
  };
}

export function buildModels(rng: Rng, media: MediaInfo[], now: number): Row[] {
  const used = new Set<string>();
  const nowYear = new Date(now).getUTCFullYear();
  return Array.from({ length: MODEL_COUNT }, (_, i) => {
    const gender = modelGender(rng);
    const [first, last] = uniqueName(rng, used, gender === 1 ? MALE : FEMALE);
    const title = `${first} ${last}`;
    const birth = birthDate(rng, now, 21, 45);
    const city = rng.pick(CITIES);
    const [likeA, likeB] = rng.sample(INTERESTS, 2);
    return {
      model_id: i + 1,
      dir: slugify(title),
      title,
      gender,
      description: `${title} is a performer from ${city}. Off camera: ${likeA} and ${likeB}.`,
      thumb: media[i % media.length].thumb,
      alias: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
      birth_date: birth,
      race: rng.pick(ETHNICITY),
      ...career(rng, birth, nowYear),
      zodiac: zodiacSign(birth),
      hair: rng.int(1, 5),
      eye: rng.pick(EYE_COLOURS),
      tattoo: rng.pick(YES_NO),
      piercing: rng.pick(YES_NO),
      size_tits: gender === 1 ? 'n/a' : rng.pick(['A', 'B', 'C', 'D', 'DD', 'E']),
      measurements: `${rng.int(32, 38)}-${rng.int(23, 28)}-${rng.int(33, 39)}`,
      height: rng.int(1, 4),
      weight: rng.int(1, 4),
      toptn: rng.chance(0.33) ? 1 : 0,
      added_date: new Date(now - rng.int(0, 730) * DAY_MS),
    };
  });
}

function memberGender(rng: Rng): number {
  const r = rng.next();
  return r < 0.55 ? 1 : r < 0.9 ? 2 : 3;
}

/** Demo members; `passwordHashes[i]` is the stored hash of the i-th (accounts.ts makes them). */
export function buildMembers(rng: Rng, media: MediaInfo[], now: number, passwordHashes: readonly string[]): Row[] {
  const used = new Set<string>();
  return Array.from({ length: MEMBER_COUNT }, (_, i) => {
    const gender = memberGender(rng);
    const [first, last] = uniqueName(rng, used, gender === 1 ? MALE : FEMALE);
    const username = `${first}_${last}${rng.int(1, 99)}`.toLowerCase();
    const occupation = rng.pick(OCCUPATIONS);
    const interests = rng.sample(INTERESTS, rng.int(2, 4));
    const city = rng.pick(CITIES);
    const m = media[i % media.length];
    const added = now - rng.int(1, 730) * DAY_MS;
    return {
      user_id: i + 1,
      username,
      email: `${username}@example.com`,
      password_hash: passwordHashes[i],
      email_confirmed: true,
      // Most members have accepted the upload affidavit; a few have not, so both states exist.
      verified: i % 5 !== 4,
      // The console shows when the affidavit was accepted: a member who accepted it has the date.
      verified_at: i % 5 !== 4 ? new Date(added) : null,
      country: rng.pick(COUNTRIES),
      city,
      gender,
      birth_date: birthDate(rng, now, 18, 60),
      relationship: rng.int(1, 3),
      orientation: rng.int(1, 5),
      education: rng.pick(EDUCATION),
      website: `https://example.com/${username}`,
      occupation,
      interests: interests.join(', '),
      about_me: `${occupation[0].toUpperCase()}${occupation.slice(1)} from ${city}. Into ${interests.slice(0, 2).join(' and ')}.`,
      description: `Member since ${new Date(added).getUTCFullYear()}.`,
      avatar: rng.chance(0.6) ? m.img : '',
      cover: rng.chance(0.4) ? m.scr1 : '',
      added_date: new Date(added),
      last_login: new Date(now - rng.int(0, 30) * DAY_MS),
    };
  });
}

/** Ids of the members allowed to upload (verified): the uploaders of user videos. */
export function uploaderIds(members: Row[]): number[] {
  return members.filter((m) => m.verified).map((m) => m.user_id as number);
}
