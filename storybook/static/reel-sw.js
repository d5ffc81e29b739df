/* global self, Response */
// The two things a static Storybook cannot answer without a server, done in the browser instead:
//  - `{file}.mp4?f=video.m3u8` redirects (302) to the media folder's hls/video.m3u8, as Reel's
//    server does, so the HLS stories play the real stream;
//  - `?reel_stall_s=N` holds the request for N seconds before fetching the file, a stalled
//    network on demand, so the buffering story stays buffering long enough to be seen.
// Every other request goes to the network untouched.

// Chromium ends a fetch event that is still unanswered after five minutes; stay below that.
const MAX_STALL_S = 240;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin) return;
  if (url.searchParams.get('f') === 'video.m3u8' && url.pathname.endsWith('.mp4')) {
    event.respondWith(Response.redirect(new URL('hls/video.m3u8', url).href, 302));
    return;
  }
  const stall = Number(url.searchParams.get('reel_stall_s'));
  if (stall > 0) {
    url.searchParams.delete('reel_stall_s');
    const wait = new Promise((resolve) => setTimeout(resolve, Math.min(stall, MAX_STALL_S) * 1000));
    event.respondWith(wait.then(() => fetch(url.href)));
  }
});
