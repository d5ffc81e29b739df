// The start's check of the object-storage variables: each bad value named with what it expects,
// a bucket required for MEDIA_STORAGE=s3, keys given in pairs, and a CDN address whose path
// matches where the bucket serves its objects.
import { describe, expect, it } from 'vitest';
import { inspectConfig } from '../configCheck.js';
import { loadConfig } from '../config.js';

const S3 = { MEDIA_STORAGE: 's3', S3_BUCKET: 'reel-media' };
const errorsOf = (env: NodeJS.ProcessEnv) => inspectConfig(env).errors;

describe('object storage settings', () => {
  it('keeps media on local disk by default, and reads every S3 variable', () => {
    expect(loadConfig({}).mediaStorage).toBe('local');
    expect(errorsOf(S3)).toEqual([]);
    const c = loadConfig({
      ...S3,
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: '1',
      S3_PREFIX: 'media/',
    });
    expect(c.mediaStorage).toBe('s3');
    expect(c.s3).toEqual({
      bucket: 'reel-media',
      region: 'auto',
      endpoint: 'https://acc.r2.cloudflarestorage.com',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: 'media/',
    });
    expect(loadConfig(S3).s3).toMatchObject({ region: 'us-east-1', forcePathStyle: false, prefix: '' });
  });

  it.each([
    ['MEDIA_STORAGE', 'S3'],
    ['MEDIA_STORAGE', 'bucket'],
    ['S3_BUCKET', 'Reel_Media'],
    ['S3_BUCKET', 'ab'],
    ['S3_REGION', 'US East'],
    ['S3_ENDPOINT', 'minio:9000'],
    ['S3_ENDPOINT', 'https://minio.internal/?x=1'],
    ['S3_FORCE_PATH_STYLE', 'true'],
    ['S3_PREFIX', 'media'],
    ['S3_PREFIX', '../media/'],
    ['S3_ACCESS_KEY_ID', 'an id'],
  ])('refuses %s=%j, naming it', (name, value) => {
    const errors = errorsOf({ ...S3, [name]: value });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(new RegExp(`^${name}=".*" is not usable: expected `));
  });

  it('never repeats the secret key in a message', () => {
    expect(errorsOf({ ...S3, S3_ACCESS_KEY_ID: 'id' })[0]).toMatch(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
    const refused = errorsOf({ ...S3, S3_SECRET_ACCESS_KEY: 'top-secret', S3_BUCKET: 'x' }).join('\n');
    expect(refused).not.toContain('top-secret');
  });

  it('needs a bucket for MEDIA_STORAGE=s3, and none for local disk', () => {
    expect(errorsOf({ MEDIA_STORAGE: 's3' })).toEqual([expect.stringMatching(/^S3_BUCKET is required when MEDIA_STORAGE=s3/)]);
    expect(errorsOf({ MEDIA_STORAGE: 'local', S3_ACCESS_KEY_ID: 'id' })).toEqual([]);
  });

  it('refuses a media prefix that would hold the consent releases', () => {
    for (const prefix of ['private/', 'private/consent/']) {
      expect(errorsOf({ ...S3, S3_PREFIX: prefix }).join('\n')).toMatch(/S3_PREFIX .* consent releases/);
    }
    for (const prefix of ['', 'media/', 'privately/']) expect(errorsOf({ ...S3, S3_PREFIX: prefix })).toEqual([]);
  });

  it('takes a CDN address only at the path the bucket serves its objects', () => {
    expect(errorsOf({ ...S3, MEDIA_BASE_URL: 'https://cdn.example.com/' })).toEqual([]);
    expect(errorsOf({ ...S3, S3_PREFIX: 'media/', MEDIA_BASE_URL: 'https://cdn.example.com/media/' })).toEqual([]);
    expect(errorsOf({ ...S3, S3_FORCE_PATH_STYLE: '1', MEDIA_BASE_URL: 'https://cdn.example.com/reel-media/' })).toEqual([]);
    expect(errorsOf({ ...S3, MEDIA_BASE_URL: 'https://cdn.example.com/media/' })).toEqual([
      expect.stringMatching(
        /^MEDIA_BASE_URL \(https:\/\/cdn\.example\.com\/media\/\) must end in the path the bucket serves its objects at, \/,/,
      ),
    ]);
  });

  it('says that MEDIA_ACCEL_REDIRECT no longer serves what is in the bucket', () => {
    expect(inspectConfig({ ...S3, MEDIA_ACCEL_REDIRECT: '/internal-media/', NODE_ENV: 'development' }).warnings).toEqual([
      expect.stringMatching(/^MEDIA_ACCEL_REDIRECT only serves media still on local disk/),
    ]);
  });
});
