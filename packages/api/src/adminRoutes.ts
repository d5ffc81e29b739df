// The console's page table and matcher, under the names the console and the server import.
export { ADMIN_PAGES, adminPagePath, matchAdminRoute, type AdminPageMatch, type AdminPageName } from './pages/admin.js';
