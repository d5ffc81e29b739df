// The numbers of `npm run cluster`, once, with their units.

/** Debian's nginx; the cluster runs it as a child of its own, in a folder of its own. */
export const NGINX_BIN = '/usr/sbin/nginx';
/** Where Debian keeps each PostgreSQL version's programs (initdb, pg_ctl). */
export const POSTGRES_LIB_DIR = '/usr/lib/postgresql';
/** The production configuration the cluster fills in and runs. */
export const NGINX_TEMPLATE = 'deploy/nginx/reel-cluster.conf.template';
/** The site's name on this machine: nginx's `server_name`, and the host every readiness probe names
 * (nginx closes a request for a name it does not serve without an answer). */
export const CLUSTER_HOST_NAME = 'localhost';
/** The first nginx with the `http2 on;` directive, which the templates use; older ones take
 * `listen … ssl http2` instead. */
export const NGINX_HTTP2_DIRECTIVE_SINCE = '1.25.1';

export const CLUSTER_NODES_DEFAULT = 2;
export const CLUSTER_WORKERS_DEFAULT = 2;
export const CLUSTER_HTTPS_PORT_DEFAULT = 8443;
export const CLUSTER_HTTP_PORT_DEFAULT = 8080;

/** A node's first start makes the demo media (minutes on two cores); later starts take seconds. */
export const NODE_FIRST_START_TIMEOUT_MS = 15 * 60_000;
export const NODE_START_TIMEOUT_MS = 60_000;
/** A node stopped with SIGTERM finishes what it is answering; past this it is killed. */
export const NODE_STOP_TIMEOUT_MS = 30_000;
export const NGINX_START_TIMEOUT_MS = 15_000;
export const POSTGRES_START_TIMEOUT_MS = 60_000;
/** How often a starting process is asked whether it is up. */
export const READY_POLL_MS = 100;
