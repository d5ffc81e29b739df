// A query that finds nothing it may answer says why as a value; the caller turns it into the answer.
// `invalid`: the request names no object of that kind; `not_found`: there is none, or the viewer may
// not know of it; `no_permission`: it exists but is its owner's alone; `gone`: it was deleted.
export type RefusalKind = 'invalid' | 'not_found' | 'no_permission' | 'gone';

export interface Refusal {
  refusal: RefusalKind;
  code: string;
}

export const refusal = (kind: RefusalKind, code: string): Refusal => ({ refusal: kind, code });

export function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && 'refusal' in value;
}
