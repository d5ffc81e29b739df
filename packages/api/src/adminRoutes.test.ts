import { describe, expect, it } from 'vitest';
import { matchAdminRoute } from './adminRoutes.js';
import { isAdminRoute } from './siteRoutes.js';

const at = (name: string, params: Record<string, string> = {}) => ({ name, params });

describe('the console’s own pages', () => {
  it.each([
    ['/admin/', at('admin')],
    ['/admin/review/', at('admin_review')],
    ['/admin/videos/42/', at('admin_video', { id: '42' })],
    ['/admin/reports/', at('admin_reports')],
    ['/admin/reports/video/42/', at('admin_report', { type: 'video', id: '42' })],
    ['/admin/reports/wall/3/', at('admin_report', { type: 'wall', id: '3' })],
    ['/admin/members/', at('admin_members')],
    ['/admin/members/12/', at('admin_member', { id: '12' })],
    ['/admin/jobs/', at('admin_jobs')],
    ['/admin/catalogue/', at('admin_catalogue')],
    ['/admin/catalogue/model/', at('admin_catalogue', { kind: 'model' })],
    // The console checks the value sets itself, and shows its own not-found state.
    ['/admin/reports/playlist/1/', at('admin_report', { type: 'playlist', id: '1' })],
    ['/admin/audit/', at('admin_audit')],
    ['/admin/settings/', at('admin_settings')],
  ])('%s is a console page', (path, expected) => {
    expect(matchAdminRoute(path)).toEqual(expected);
    expect(isAdminRoute(expected.name)).toBe(true);
  });

  it.each([
    '/admin/nope/',
    '/admin/review/2/',
    '/admin/videos/',
    '/admin/videos/0/',
    '/admin/videos/x/',
    '/admin/videos/1/edit/',
    '/admin/reports/Video/1/',
    '/admin/reports/video/',
    '/admin/reports/video/0/',
    '/admin/reports/video/1/x/',
    '/admin/members/abc/',
    '/admin/catalogue/x-y/',
    '/admin/catalogue/model/1/',
    '/admin/jobs/1/',
    '/admin/audit',
    '/video/1/x/',
  ])('%s is none of them', (path) => {
    expect(matchAdminRoute(path)).toBeNull();
  });
});
