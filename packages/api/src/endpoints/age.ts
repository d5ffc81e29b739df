// Age assurance: the gate's state for this visitor, and the OpenID Connect round trip to a provider.
import type { AgeGateAnswer } from '../age.js';
import { answers, endpoint, param, sends } from './kit.js';

export const AGE_START_PATH = '/api/age/start';
export const AGE_CALLBACK_PATH = '/api/age/callback';

export const ageGate = endpoint({
  name: 'ageGate',
  method: 'GET',
  route: '/api/age/gate.json',
  shape: '/api/age/gate.json',
  summary: 'The age check the visitor’s place asks for, whether it is passed, and the providers to pick from.',
  params: {},
  answer: answers<AgeGateAnswer>('AgeGateAnswer (age.ts)'),
  cache: 'no-store',
  errors: [],
  private: true,
});

export const ageStart = endpoint({
  name: 'ageStart',
  method: 'GET',
  route: AGE_START_PATH,
  shape: `${AGE_START_PATH}?provider={id}&return={path}`,
  summary: 'Starts a check with a provider (authorization code with PKCE): 302 to the provider.',
  params: { provider: param.text('provider id'), return: param.optionalText('a path of this site, default /') },
  query: ['provider', 'return'],
  answer: sends('302 to the provider, or to the result page when it does not answer'),
  cache: 'no-store',
  errors: ['unknown_provider'],
  private: true,
});

export const ageCallback = endpoint({
  name: 'ageCallback',
  method: 'GET',
  route: AGE_CALLBACK_PATH,
  shape: `${AGE_CALLBACK_PATH}?code={code}&state={state}[&iss={issuer}][&error={code}]`,
  summary: 'Where the provider sends the visitor back: the code is exchanged, the age claim read, and the visitor sent to the result page.',
  params: {
    code: param.optionalText('authorization code'),
    state: param.optionalText('state'),
    iss: param.optionalText('issuer'),
    error: param.optionalText('error code'),
    error_description: param.optionalText('error text'),
  },
  query: ['code', 'state', 'iss', 'error', 'error_description'],
  answer: sends('302 to the result page'),
  cache: 'no-store',
  errors: [],
  private: true,
});
