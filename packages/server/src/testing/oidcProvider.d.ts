// The part of oidc-provider's API the test provider uses (the package ships no types of its own).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Account {
    accountId: string;
    claims(): Record<string, unknown>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown> & { findAccount?: (ctx: unknown, sub: string) => Account });
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
