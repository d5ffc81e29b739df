// Every route of the site. Each data route has its loader, a fallback while it first loads, and an
// error element; paths keep the specification's strict trailing slash.
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Layout } from './components/Layout';
import { Loading } from './components/Loading';
import { RouteError } from './components/RouteError';
import { Home } from './routes/Home';
import { homeLoader, watchLoader } from './routes/loaders';
import { NotFound } from './routes/NotFound';
import { Watch } from './routes/Watch';

const dataRoute = { hydrateFallbackElement: <Loading />, errorElement: <RouteError /> } as const;

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, loader: homeLoader, element: <Home />, ...dataRoute },
      { path: 'video/:id/:dir/', loader: watchLoader, element: <Watch />, ...dataRoute },
      { path: '404/', element: <NotFound /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
