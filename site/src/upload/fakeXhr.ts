// A stand-in of the browser's XMLHttpRequest for the upload page's tests: every request the page
// (or tus-js-client inside it) opens is kept, with its method, address, headers and body, and the
// test answers it as the server would, reports upload progress on it or drops its connection.
type ProgressHandler = (e: { lengthComputable: boolean; loaded: number; total: number }) => void;

export class FakeXhr {
  static all: FakeXhr[] = [];
  upload: { onprogress: ProgressHandler | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: ((err: unknown) => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  aborted = false;
  headers: Record<string, string> = {};
  body: unknown = null;
  private answerHeaders: Record<string, string> = {};

  constructor() {
    FakeXhr.all.push(this);
  }

  static reset(): void {
    FakeXhr.all = [];
  }

  /** The latest request, or the latest with this method. */
  static last(method?: string): FakeXhr | undefined {
    return [...FakeXhr.all].reverse().find((x) => method === undefined || x.method === method);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader(name: string): string | null {
    return this.answerHeaders[name.toLowerCase()] ?? null;
  }
  send(body: unknown = null) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** The size of the body: a tus chunk is a Blob. */
  get bodySize(): number {
    return this.body instanceof Blob ? this.body.size : 0;
  }

  progress(loaded: number, total = this.bodySize) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }

  answer(status: number, body?: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.answerHeaders = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    this.onload?.();
  }

  /** The connection drops before an answer. */
  fail() {
    this.onerror?.(new Error('network'));
  }
}

/** The `Upload-Metadata` header read back: `key base64(value)` pairs. */
export function metadataOf(xhr: FakeXhr): Record<string, string> {
  const pairs = (xhr.headers['upload-metadata'] ?? '').split(',').filter(Boolean);
  return Object.fromEntries(
    pairs.map((pair) => {
      const [key, value = ''] = pair.split(' ');
      return [key, new TextDecoder().decode(Uint8Array.from(atob(value), (c) => c.charCodeAt(0)))];
    }),
  );
}
