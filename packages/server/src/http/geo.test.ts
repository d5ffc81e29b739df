import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { countryFromHeader, geoCookie } from './geo.js';

async function appWith(header: string, publicUrl = ''): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(fastifyCookie);
  geoCookie(app, { geoHeader: header, publicUrl });
  app.get('/*', async () => 'ok');
  return app;
}

describe('geo cookie', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
  });

  it('reads a two-letter code and refuses anything else', () => {
    expect(countryFromHeader('de')).toBe('DE');
    expect(countryFromHeader([' fr '])).toBe('FR');
    expect(countryFromHeader('XX')).toBeNull();
    expect(countryFromHeader('T1')).toBeNull();
    expect(countryFromHeader('<script>')).toBeNull();
    expect(countryFromHeader(undefined)).toBeNull();
  });

  it('sets the country cookie on a page from the default header', async () => {
    app = await appWith(loadConfig({}).geoHeader);
    const res = await app.inject({ url: '/videos/latest-updates/1/', headers: { 'cf-ipcountry': 'ru' } });
    expect(res.cookies).toEqual([expect.objectContaining({ name: 'country', value: 'RU', path: '/', sameSite: 'Lax' })]);
  });

  it('marks the cookie Secure when the public address is https', async () => {
    app = await appWith('cf-ipcountry', 'https://reel.example');
    const res = await app.inject({ url: '/', headers: { 'cf-ipcountry': 'DE' } });
    expect(res.cookies).toEqual([expect.objectContaining({ name: 'country', value: 'DE', secure: true })]);
  });

  it('leaves the cookie alone when it already holds the country, or no header came', async () => {
    app = await appWith('cf-ipcountry');
    const same = await app.inject({ url: '/', headers: { 'cf-ipcountry': 'DE', cookie: 'country=DE' } });
    expect(same.headers['set-cookie']).toBeUndefined();
    const none = await app.inject({ url: '/' });
    expect(none.headers['set-cookie']).toBeUndefined();
  });

  it('uses the configured header and skips data calls and files', async () => {
    app = await appWith(loadConfig({ GEO_HEADER: 'X-Country' }).geoHeader);
    const page = await app.inject({ url: '/', headers: { 'x-country': 'FR', 'cf-ipcountry': 'DE' } });
    expect(page.cookies.map((c) => c.value)).toEqual(['FR']);
    const api = await app.inject({ url: '/api/json/stats/43200/top.json', headers: { 'x-country': 'FR' } });
    expect(api.headers['set-cookie']).toBeUndefined();
  });

  it('is off when the header name is empty', async () => {
    app = await appWith(loadConfig({ GEO_HEADER: '' }).geoHeader);
    const res = await app.inject({ url: '/', headers: { 'cf-ipcountry': 'DE' } });
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
