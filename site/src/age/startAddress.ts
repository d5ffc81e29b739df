// Where a check with a provider starts: the server's start address, told where to come back to.
import { ENDPOINT, requestOf } from '@reel/api/endpoints';

export const ageStartAddress = (provider: string, returnTo: string): string =>
  requestOf(ENDPOINT.ageStart, { provider, return: returnTo }).address;
