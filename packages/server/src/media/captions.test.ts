// The captions files on a real disk: attaches that arrive together each keep their language.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCaptions, removeCaptions, saveCaptions } from './captions.js';

const VTT = 'WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n';
const LANGS = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'pl', 'sv', 'fi', 'da', 'cs'];
let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'reel-captions-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('captions files', () => {
  it('keeps every language when attaches arrive at the same moment', async () => {
    await Promise.all(LANGS.map((srclang) => saveCaptions(root, 7, { srclang, label: `Label ${srclang}` }, VTT)));
    const tracks = await readCaptions(root, 7);
    expect(tracks.map((t) => t.srclang).sort()).toEqual([...LANGS].sort());
  });

  it('lists in the order languages were first attached, and a replaced language keeps its place and takes the new label', async () => {
    await saveCaptions(root, 7, { srclang: 'en', label: 'English' }, VTT);
    await new Promise((r) => setTimeout(r, 5));
    await saveCaptions(root, 7, { srclang: 'de', label: 'Deutsch' }, VTT);
    await new Promise((r) => setTimeout(r, 5));
    const after = await saveCaptions(root, 7, { srclang: 'en', label: 'English (CC)' }, VTT);
    expect(after).toEqual([
      { srclang: 'en', label: 'English (CC)' },
      { srclang: 'de', label: 'Deutsch' },
    ]);
  });

  it('has none for a video without a folder, and none after removal', async () => {
    expect(await readCaptions(root, 8)).toEqual([]);
    await saveCaptions(root, 8, { srclang: 'en', label: 'English' }, VTT);
    await removeCaptions(root, 8);
    expect(await readCaptions(root, 8)).toEqual([]);
  });
});
