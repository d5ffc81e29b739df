// Which searches the words' rows answer: a tsquery (as websearch_to_tsquery prints it) whose
// lexemes are all required, joined by "and" or in a phrase. Anything else goes to the word index.
import { describe, expect, it } from 'vitest';
import { plainWords } from './wordWalk.js';

describe('plainWords', () => {
  it('lists the distinct lexemes of a conjunction, in order', () => {
    expect(plainWords(`'even' & 'harbour'`)).toEqual({ words: ['even', 'harbour'], phrase: false });
    expect(plainWords(`'even' & 'even'`)).toEqual({ words: ['even'], phrase: false });
    expect(plainWords(`'café'`)).toEqual({ words: ['café'], phrase: false });
    expect(plainWords(`'rock''n''roll' & 'x'`)).toEqual({ words: ["rock'n'roll", 'x'], phrase: false });
  });

  it('marks a phrase, whose matches are tested against the whole query', () => {
    expect(plainWords(`'holiday' <-> 'even'`)).toEqual({ words: ['holiday', 'even'], phrase: true });
    expect(plainWords(`'holiday-even' <-> 'holiday' <-> 'even' & 'trip'`)).toEqual({
      words: ['holiday-even', 'holiday', 'even', 'trip'],
      phrase: true,
    });
    expect(plainWords(`'o' <2> 'brien'`)).toEqual({ words: ['o', 'brien'], phrase: true });
  });

  it('leaves an alternative, a minus, a weight, a prefix, a group and an empty query to the word index', () => {
    for (const q of [`'a' | 'b'`, `'sunset' & !'beach'`, `'sunset':A`, `'sun':*`, `( 'a' | 'b' ) & 'c'`, `'a' & ( 'b' <-> 'c' )`, '', ' '])
      expect(plainWords(q), q).toBeNull();
  });
});
