// The order in which the browser files start. Two run at a time, so a long file left for the end
// runs alone while the other worker idles: the files known to be long start first, the longest
// before the others. Vitest's own order follows the last run's durations when its cache has them
// and file size when it has not (a fresh clone, as in CI), and size says little here: the
// Storybook file is short and runs every story.
import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The longest of the files that run two at a time, longest first (about 125 s to 55 s each). */
const LONG_FIRST = ['ads.e2e.ts', 'a11y.e2e.ts', 'playerjs.e2e.ts', 'preroll.e2e.ts'];

const rank = (spec: TestSpecification): number => {
  const at = LONG_FIRST.indexOf(basename(spec.moduleId));
  return at === -1 ? LONG_FIRST.length : at;
};

export class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // The sort is stable: files of the same rank keep Vitest's order, and groups stay in theirs.
    const group = (spec: TestSpecification) => spec.project.config.sequence.groupOrder ?? 0;
    return (await super.sort(files)).sort((a, b) => group(a) - group(b) || rank(a) - rank(b));
  }
}
