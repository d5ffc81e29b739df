import { UPLOAD_LIST_ITEM_MAX_CHARS, UPLOAD_LIST_MAX_ITEMS, UPLOAD_TITLE_MAX_CHARS } from '@reel/api';
import { describe, expect, it } from 'vitest';
import { checkUploadForm, EMPTY_VALUES, uploadFormData, type UploadValues } from './formRules';

const LIMITS = { categoriesMin: 2, categoriesMax: 3, maxBytes: 0 };
const good: UploadValues = { ...EMPTY_VALUES, title: 'Beach walk', description: '', categories: [1, 2], models: '', tags: '' };

describe('upload form rules', () => {
  it('passes a filled form', () => {
    expect(checkUploadForm(good, LIMITS)).toEqual({});
  });

  it('needs a title within its length', () => {
    expect(checkUploadForm({ ...good, title: '   ' }, LIMITS).title).toEqual({ code: 'required' });
    expect(checkUploadForm({ ...good, title: 'x'.repeat(UPLOAD_TITLE_MAX_CHARS + 1) }, LIMITS).title).toEqual({
      code: 'max_length',
      info: { length: UPLOAD_TITLE_MAX_CHARS },
    });
    expect(checkUploadForm({ ...good, title: 'é'.repeat(UPLOAD_TITLE_MAX_CHARS) }, LIMITS).title).toBeUndefined();
  });

  it('counts categories between the configured min and max', () => {
    const count = (categories: number[]) => checkUploadForm({ ...good, categories }, LIMITS).categories;
    expect(count([1])).toEqual({ code: 'categories_count', info: { min: 2, max: 3 } });
    expect(count([1, 2, 3])).toBeUndefined();
    expect(count([1, 2, 3, 4])).toEqual({ code: 'categories_count', info: { min: 2, max: 3 } });
  });

  it('keeps models and tags short', () => {
    const many = Array.from({ length: UPLOAD_LIST_MAX_ITEMS + 1 }, (_, i) => `t${i}`).join(',');
    expect(checkUploadForm({ ...good, tags: many }, LIMITS).tags).toEqual({ code: 'max_length', info: { length: UPLOAD_LIST_MAX_ITEMS } });
    expect(checkUploadForm({ ...good, models: 'x'.repeat(UPLOAD_LIST_ITEM_MAX_CHARS + 1) }, LIMITS).models).toEqual({
      code: 'max_length',
      info: { length: UPLOAD_LIST_ITEM_MAX_CHARS },
    });
  });

  it('sends the contract fields, lists trimmed and de-duplicated, the file last', () => {
    const form = uploadFormData(
      { ...EMPTY_VALUES, title: ' Beach ', categories: [4, 9], models: 'Ann, Bea ,Ann', tags: ',sea,, sand' },
      new File(['x'], 'beach.mp4'),
    );
    expect([...form.keys()]).toEqual(['title', 'description', 'categories', 'models', 'tags', 'file']);
    expect(form.get('title')).toBe('Beach');
    expect(form.get('categories')).toBe('4,9');
    expect(form.get('models')).toBe('Ann,Bea');
    expect(form.get('tags')).toBe('sea,sand');
    expect((form.get('file') as File).name).toBe('beach.mp4');
  });

  it('leaves the captions fields alone without a file, and checks them with one', () => {
    expect(checkUploadForm({ ...good, captions_srclang: 'nonsense tag', captions_label: '' }, LIMITS)).toEqual({});
    const vtt = new File(['WEBVTT'], 'beach.vtt');
    expect(checkUploadForm({ ...good, captions: vtt, captions_srclang: 'en', captions_label: 'English' }, LIMITS)).toEqual({});
    expect(
      checkUploadForm({ ...good, captions: new File(['x'], 'beach.srt'), captions_srclang: 'e', captions_label: ' ' }, LIMITS),
    ).toEqual({
      captions: { code: 'captions_not_webvtt' },
      captions_srclang: { code: 'captions_srclang' },
      captions_label: { code: 'captions_label', info: { length: 40 } },
    });
    const big = new File([new Uint8Array(512 * 1024 + 1)], 'big.vtt');
    expect(checkUploadForm({ ...good, captions: big, captions_srclang: 'en', captions_label: 'English' }, LIMITS).captions?.code).toBe(
      'captions_too_large',
    );
    const form = uploadFormData(
      { ...good, captions: vtt, captions_srclang: ' pt-BR ', captions_label: ' Português ' },
      new File(['x'], 'b.mp4'),
    );
    expect([...form.keys()].slice(-4)).toEqual(['captions_srclang', 'captions_label', 'captions', 'file']);
    expect([form.get('captions_srclang'), form.get('captions_label')]).toEqual(['pt-BR', 'Português']);
  });
});
