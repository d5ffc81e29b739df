// The site's router: the app shell around every page of routes/table.tsx.
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Layout } from './components/Layout';
import { pageRoutes } from './routes/table';

export const routes: RouteObject[] = [{ path: '/', element: <Layout />, children: pageRoutes }];

export const router = createBrowserRouter(routes);
