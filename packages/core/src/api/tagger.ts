import type { z } from 'zod';
import type { okSchema } from '../contracts/account.js';
import type {
  analyseBodySchema,
  analysisSchema,
  boardPageSchema,
  boardQuerySchema,
  favouriteParamsSchema,
  favouriteSchema,
  saveFavouriteBodySchema,
  uploadIdParamsSchema,
  uploadQuotaSchema,
  uploadSchema,
} from '../contracts/tagger.js';
import { route } from './route.js';

export const taggerApi = {
  posts: route<{ querystring: typeof boardQuerySchema; response: typeof boardPageSchema }>(
    'GET',
    '/api/tagger/board/posts',
    'public',
  ),
  favourites: route<{ response: z.ZodArray<typeof favouriteSchema> }>('GET', '/api/tagger/favourites', 'signedIn'),
  saveFavourite: route<{ body: typeof saveFavouriteBodySchema; response: typeof favouriteSchema }>(
    'POST',
    '/api/tagger/favourites',
    'signedIn',
  ),
  removeFavourite: route<{ params: typeof favouriteParamsSchema; response: typeof okSchema }>(
    'DELETE',
    '/api/tagger/favourites/:postId',
    'signedIn',
  ),
  /** Multipart: one JPEG in the field "file". */
  upload: route<{ response: typeof uploadSchema }>('POST', '/api/tagger/video/uploads', 'signedIn'),
  quota: route<{ response: typeof uploadQuotaSchema }>('GET', '/api/tagger/video/quota', 'signedIn'),
  clearUploads: route<{ response: typeof okSchema }>('DELETE', '/api/tagger/video/uploads', 'signedIn'),
  /** The JPEG itself, not JSON. */
  uploadFile: route<{ params: typeof uploadIdParamsSchema }>('GET', '/api/tagger/video/uploads/:uploadId', 'signedIn'),
  analyse: route<{ body: typeof analyseBodySchema; response: typeof analysisSchema }>(
    'POST',
    '/api/tagger/video/analyses',
    'signedIn',
  ),
};
