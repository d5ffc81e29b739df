import { describe, expect, it } from 'vitest';
import { isAdminRoute, matchSiteRoute, memberRouteName, memberTabOf } from './siteRoutes.js';

const page = (name: string, params: Record<string, string> = {}) => ({ kind: 'page', name, params });
const redirect = (to: string) => ({ kind: 'redirect', to });
const notFound = { kind: 'not_found' };

describe('matchSiteRoute', () => {
  it.each([
    ['/', page('index')],
    ['/video/42/beach-day/', page('video', { id: '42', dir: 'beach-day' })],
    ['/videos/top-rated/3/', page('videos', { sort: 'top-rated', page: '3' })],
    ['/categories/', page('categories')],
    ['/categories/milf/', page('videos-categories', { object_id: 'milf', page: '1' })],
    ['/categories/milf/2/', page('videos-categories', { object_id: 'milf', page: '2' })],
    ['/search/2/', page('search', { page: '2' })],
    ['/signin/', page('signin')],
    ['/signup/', page('signup')],
    ['/community/recent/1/', page('community', { sort: 'recent', page: '1' })],
    ['/content-partner-program/', page('partner-program')],
    ['/pornstars/count-videos/4/', page('pornstars', { sort: 'count-videos', page: '4' })],
    ['/pornstar/anna_b/', page('pornstar', { dir: 'anna_b' })],
    ['/pornstar/anna_b/info/', page('pornstar_info', { dir: 'anna_b' })],
    ['/pornstar/anna_b/comments/', page('pornstar_comments', { dir: 'anna_b' })],
    ['/pornstar/anna_b/videos/2/', page('pornstar_uploaded_videos', { dir: 'anna_b', page: '2' })],
    ['/pornsites/alphabetza/1/', page('pornsites', { sort: 'alphabetza', page: '1' })],
    ['/pornsite/studio-x/', page('pornsite', { dir: 'studio-x' })],
    ['/pornsite/studio-x/info/', page('pornsite_info', { dir: 'studio-x' })],
    ['/pornsite/studio-x/videos/5/', page('pornsite_uploaded_videos', { dir: 'studio-x', page: '5' })],
    ['/playlist/7', page('playlist', { id: '7' })],
    ['/information/', page('information')],
    ['/information/dmca/', page('information_dmca')],
    ['/information/2257/', page('information_2257')],
    ['/contacts', page('contacts')],
    ['/download', page('download')],
    ['/history/', page('history')],
    ['/watch-later/', page('watch-later')],
    ['/members/12/', page('members', { id: '12' })],
    ['/members/12/edit/', page('member_edit', { id: '12' })],
    ['/members/12/favourite-videos/2/', page('member_favourite_videos', { id: '12', page: '2' })],
    // The route names of the member pages, and the other tabs named the same way.
    ['/members/12/uploaded-videos/1/', page('member_uploaded_videos', { id: '12', page: '1' })],
    ['/members/12/subscriptions/3/', page('member_subscriptions', { id: '12', page: '3' })],
    ['/members/12/watch_later_videos/1/', page('member_watch_later_videos', { id: '12', page: '1' })],
    ['/members/12/wall/1/', page('member_wall', { id: '12', page: '1' })],
    ['/members/12/friends/2/', page('member_friends', { id: '12', page: '2' })],
    ['/members/12/playlists/1/', page('member_playlists', { id: '12', page: '1' })],
    ['/members/12/history/1/', page('member_history', { id: '12', page: '1' })],
    ['/members/12/info/', page('member_info', { id: '12' })],
    ['/members/12/messages/', page('member_messages', { id: '12' })],
    ['/upload/', page('upload')],
  ])('%s is a page', (path, expected) => {
    expect(matchSiteRoute(path)).toEqual(expected);
  });

  it.each([
    ['/videos/', '/videos/latest-updates/1/'],
    ['/videos/longest/', '/videos/longest/1/'],
    ['/latest-updates/', '/videos/latest-updates/1/'],
    ['/top-rated/', '/videos/top-rated/1/'],
    ['/most-popular/', '/videos/most-popular/1/'],
    ['/pornstars/', '/pornstars/alphabetaz/1/'],
    ['/pornstars/count-videos/', '/pornstars/count-videos/1/'],
    ['/pornsites/', '/pornsites/alphabetaz/1/'],
    ['/pornstar/anna_b/videos/', '/pornstar/anna_b/videos/1/'],
    ['/pornsite/studio-x/videos/', '/pornsite/studio-x/videos/1/'],
    ['/community/', '/community/recent/1/'],
    ['/members/12/wall/', '/members/12/wall/1/'],
    ['/members/12/friends/', '/members/12/friends/1/'],
    ['/members/12/subscriptions/', '/members/12/subscriptions/1/'],
    ['/members/12/uploaded-videos/', '/members/12/uploaded-videos/1/'],
    ['/members/12/favourite-videos/', '/members/12/favourite-videos/1/'],
    ['/members/12/playlists/', '/members/12/playlists/1/'],
    ['/members/12/history/', '/members/12/history/1/'],
    ['/members/12/watch_later_videos/', '/members/12/watch_later_videos/1/'],
    ['/members/12', '/members/12/'],
    ['/members/12/edit', '/members/12/edit/'],
    ['/upload', '/upload/'],
    ['/search/', '/search/1/'],
    // The written form: a slash added where the spec writes one, taken away where it does not.
    ['/categories', '/categories/'],
    ['/video/42/beach-day', '/video/42/beach-day/'],
    ['/contacts/', '/contacts'],
    ['/playlist/7/', '/playlist/7'],
  ])('%s redirects to %s', (path, to) => {
    expect(matchSiteRoute(path)).toEqual(redirect(to));
  });

  it('names each member tab member_{tab}, and reads the tab back from the name', () => {
    expect(memberRouteName('uploaded-videos')).toBe('member_uploaded_videos');
    expect(memberRouteName('edit')).toBe('member_edit');
    expect(memberTabOf('member_favourite_videos')).toBe('favourite-videos');
    expect(memberTabOf('member_watch_later_videos')).toBe('watch_later_videos');
    expect(memberTabOf('members')).toBeNull();
  });

  describe('the staff console', () => {
    it.each(['/admin/', '/admin/review/', '/admin/videos/42/', '/admin/nope/', '/admin/reports/video/0/'])(
      '%s is the console’s page, which names its own pages',
      (path) => {
        expect(matchSiteRoute(path)).toEqual(page('admin'));
        expect(isAdminRoute('admin')).toBe(true);
      },
    );

    it('sends the bare forms to the written ones, keeping the filters of the query', () => {
      expect(matchSiteRoute('/admin')).toEqual(redirect('/admin/'));
      expect(matchSiteRoute('/admin/audit', '?action=ban')).toEqual(redirect('/admin/audit/?action=ban'));
      expect(matchSiteRoute('/admin/catalogue/model')).toEqual(redirect('/admin/catalogue/model/'));
    });

    it('tells the console apart from the site by route name', () => {
      expect(isAdminRoute('admin_video')).toBe(true);
      expect(isAdminRoute('index')).toBe(false);
      expect(isAdminRoute('members')).toBe(false);
      expect(isAdminRoute('administration')).toBe(false);
    });
  });

  it('keeps the query string on a redirect', () => {
    expect(matchSiteRoute('/search', '?s=beach')).toEqual(redirect('/search/1/?s=beach'));
    expect(matchSiteRoute('/latest-updates/', '?pub=3')).toEqual(redirect('/videos/latest-updates/1/?pub=3'));
  });

  it.each([
    '/404/',
    '/nope/',
    '/video/42/',
    '/video/0/x/',
    '/video/abc/x/',
    '/video/42/x/y/',
    '/videos/unknown-sort/1/',
    '/videos/latest-updates/0/',
    '/videos/latest-updates/01/',
    '/videos/latest-updates/x/',
    '/latest-updates/2/',
    '/pornstars/bogus/1/',
    '/pornstar/anna_b/photos/',
    '/pornsite/x/comments/',
    '/information/faq/',
    '/members/x/',
    '/members/1/secret/',
    '/members/1/edit/2/',
    '/members/1/info/1/',
    '/members/1/uploaded_videos/1/',
    '/members/1/wall/0/',
    '/members/0/',
    '/upload/1/',
    '//',
    '/categories/a%2Fb/',
    '/search/1/2/',
    '/signin/extra/',
    'relative/',
    // The one id rule and page rule: past the database's integer, past the last page.
    '/video/2147483648/x/',
    '/playlist/9999999999',
    '/members/2147483648/',
    '/videos/latest-updates/100001/',
    '/search/999999/',
  ])('%s is not found', (path) => {
    expect(matchSiteRoute(path)).toEqual(notFound);
  });
});
