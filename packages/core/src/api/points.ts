import type { ledgerCsvQuerySchema, ledgerPageSchema, ledgerQuerySchema } from '../contracts/points.js';
import { route } from './route.js';

export const pointsApi = {
  /** The caller's own point movements, newest first, a page at a time. */
  history: route<{ querystring: typeof ledgerQuerySchema; response: typeof ledgerPageSchema }>(
    'GET',
    '/api/points/history',
    'signedIn',
  ),
  /** A CSV file of the caller's whole history, not JSON. */
  historyCsv: route<{ querystring: typeof ledgerCsvQuerySchema }>('GET', '/api/points/history.csv', 'signedIn'),
};
