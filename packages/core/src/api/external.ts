import type {
  externalCompletionBodySchema,
  externalProgressSchema,
  externalTokenBodySchema,
  externalTokenSchema,
} from '../contracts/external.js';
import { route } from './route.js';

export const externalApi = {
  token: route<{ body: typeof externalTokenBodySchema; response: typeof externalTokenSchema }>(
    'POST',
    '/api/external/tokens',
    'signedIn',
  ),
  completion: route<{ body: typeof externalCompletionBodySchema; response: typeof externalProgressSchema }>(
    'POST',
    '/api/external/completions',
    'signedIn',
  ),
};
