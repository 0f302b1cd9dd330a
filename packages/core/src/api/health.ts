import type { healthSchema } from '../contracts/health.js';
import { route } from './route.js';

export const healthApi = {
  health: route<{ response: typeof healthSchema }>('GET', '/api/health', 'public'),
};
