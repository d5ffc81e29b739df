// Requests through the cluster's nginx over HTTPS, trusting its self-signed certificate and naming
// the site's host (nginx answers no other): the answer's status, text and headers.
import { request } from 'node:https';
import type { Cluster } from './cluster.js';

export interface HttpsOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

export interface HttpsAnswer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

export function clusterHttps(cluster: Cluster, path: string, opts: HttpsOptions = {}): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const origin = new URL(cluster.origin);
    const req = request(
      {
        host: '127.0.0.1',
        port: origin.port,
        servername: 'localhost',
        ca: cluster.certificate,
        path,
        method: opts.method ?? 'GET',
        headers: { host: origin.host, ...opts.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}
