// The site's one API client (same origin) and the checks every loader shares.
import { createApiClient, isApiError, type Answer } from '@reel/api/endpoints';

export const api = createApiClient();

/** Raised when an answer is `{error: true, code}`; loaders let it reach the route's error element. */
export class AnswerError extends Error {
  readonly code: string;

  constructor(code: string) {
    super(`API answered with error ${code}`);
    this.name = 'AnswerError';
    this.code = code;
  }
}

export function unwrap<R>(answer: Answer<R>): R {
  if (isApiError(answer)) throw new AnswerError(answer.code);
  return answer;
}
