import type { healthSchema, readySchema } from '../contracts/health.js';
import { route } from './route.js';

export const healthApi = {
  health: route<{ response: typeof healthSchema }>('GET', '/api/health', 'public'),
  /** Whether this instance should get traffic: 503 `not_ready` while it should not. */
  ready: route<{ response: typeof readySchema }>('GET', '/api/ready', 'public'),
};
