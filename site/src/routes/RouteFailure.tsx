import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { RouteError } from '../components/RouteError';
import { NotFound } from './NotFound';

/** A page's error element: a 404 from its loader is the not-found page, anything else a failure with a retry. */
export function RouteFailure() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <RouteError />;
}
