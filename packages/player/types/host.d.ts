// The host API the player core may use: what every JavaScript host has (browsers, Node, workers),
// and nothing of the DOM or of Node. The core compiles against ES2023 and this alone, so a use of
// document, window, an element or a Node module there fails the typecheck. Only the core's
// tsconfig includes this file: everywhere else the DOM or Node libraries declare the same names.

declare function setTimeout(fn: () => void, ms?: number): unknown;
declare function clearTimeout(handle: unknown): void;

declare const performance: { now(): number } | undefined;

declare const console: {
  error(...data: unknown[]): void;
  warn(...data: unknown[]): void;
  log(...data: unknown[]): void;
};

declare class URLSearchParams {
  constructor(init?: string);
  get(name: string): string | null;
  has(name: string): boolean;
  toString(): string;
}

declare class URL {
  constructor(url: string, base?: string);
  readonly href: string;
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly searchParams: URLSearchParams;
}
