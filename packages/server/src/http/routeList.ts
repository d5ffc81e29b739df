// The routes the server registered, as Fastify saw them, so a test can go through every one of
// them (a new route included) without keeping a list of its own.
import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Behind the age gate (its table entry lists the gate's refusal). */
  ageGated: boolean;
}

const ROUTES = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Call before any route is registered: the hook sees the routes of every plugin added after it. */
export function recordRoutes(app: FastifyInstance): void {
  const list: RegisteredRoute[] = [];
  ROUTES.set(app, list);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) list.push({ method, url: route.url, ageGated: route.config?.ageGated === true });
  });
}

export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return ROUTES.get(app) ?? [];
}
