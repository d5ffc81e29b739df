// Every refusal is `{error: true, code}` with a 4xx status: bad input never becomes a 500.
import type { ErrorEntry } from '@reel/api';

export class ApiHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly errors?: ErrorEntry[],
  ) {
    super(code);
  }
}

export const badRequest = (code: string, errors?: ErrorEntry[]) => new ApiHttpError(400, code, errors);
export const notFound = (code = 'not_found') => new ApiHttpError(404, code);

export function errorBody(err: ApiHttpError) {
  return err.errors ? { error: true, code: err.code, errors: err.errors } : { error: true, code: err.code };
}
