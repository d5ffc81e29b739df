// Storybook's static build (made by `npm test`'s build step) lists a docs page beside the stories of
// every story file (the pages autodocs generates from each file's stories and their controls), and
// every story has a play function that proves what it shows (the browser step runs them).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const INDEX = join(fileURLToPath(new URL('..', import.meta.url)), 'storybook', 'storybook-static', 'index.json');

interface IndexEntry {
  id: string;
  title: string;
  type: 'story' | 'docs';
  tags: string[];
}

function entries(): IndexEntry[] {
  if (!existsSync(INDEX)) throw new Error(`${INDEX} is missing: build it with \`node_modules/.bin/pnpm --filter @reel/storybook build\``);
  return Object.values((JSON.parse(readFileSync(INDEX, 'utf8')) as { entries: Record<string, IndexEntry> }).entries);
}

describe("Storybook's index", () => {
  it('has a generated docs page for every story file', () => {
    const all = entries();
    const titles = [...new Set(all.filter((e) => e.type === 'story').map((e) => e.title))].sort();
    const docs = all.filter((e) => e.type === 'docs' && e.tags.includes('autodocs'));
    expect(titles).toEqual(expect.arrayContaining(['Player/Features', 'Player/Problems', 'Player/States', 'Player/Preroll']));
    expect(docs.map((e) => e.title).sort()).toEqual(titles);
  });

  it('has a play function in every story', () => {
    const stories = entries().filter((e) => e.type === 'story');
    expect(stories.length).toBeGreaterThan(0);
    expect(stories.filter((e) => !e.tags.includes('play-fn')).map((e) => e.id)).toEqual([]);
  });
});
