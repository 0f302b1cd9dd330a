import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  boardPageSchema,
  boardQuerySchema,
  favouriteParamsSchema,
  favouriteSchema,
  okSchema,
  saveFavouriteBodySchema,
  taggerApi,
} from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { declared } from '../../http/declared-route.js';
import { notFound } from '../../http/app-error.js';
import { requireViewer } from '../../http/access.js';
import { BoardClient } from './board-client.js';
import * as favourites from './favourites.repository.js';

export function boardRoutes({ db, config }: AppDeps): FastifyPluginAsyncZod {
  const board = new BoardClient(config.imageBoardUrl, config.imageBoardQueue);
  const toFavourite = (row: { postId: number; url: string; createdAt: Date }) => ({
    postId: row.postId,
    url: row.url,
    postPage: board.postPage(row.postId),
    savedAt: row.createdAt.toISOString(),
  });
  return async (app) => {
    app.get(
      taggerApi.posts.path,
      declared(taggerApi.posts, {
        summary: 'A page of image-board posts (proxied)',
        querystring: boardQuerySchema,
        response: { 200: boardPageSchema },
      }),
      async (request) => {
        const userId = request.viewer?.userId;
        const asker = userId ? { key: `user:${userId}`, signedIn: true } : { key: `address:${request.ip}`, signedIn: false };
        return { posts: await board.posts(request.query.tags, request.query.page, asker) };
      },
    );

    app.get(
      taggerApi.favourites.path,
      declared(taggerApi.favourites, {
        summary: 'My saved image-board items',
        response: { 200: z.array(favouriteSchema) },
      }),
      async (request) => (await favourites.findFavourites(db, requireViewer(request).userId)).map(toFavourite),
    );

    app.post(
      taggerApi.saveFavourite.path,
      declared(taggerApi.saveFavourite, {
        summary: 'Save an image-board item',
        body: saveFavouriteBodySchema,
        response: { 200: favouriteSchema },
      }),
      async (request) =>
        toFavourite(await favourites.saveFavourite(db, requireViewer(request).userId, request.body.postId, request.body.url)),
    );

    app.delete(
      taggerApi.removeFavourite.path,
      declared(taggerApi.removeFavourite, {
        summary: 'Remove a saved item',
        params: favouriteParamsSchema,
        response: { 200: okSchema },
      }),
      async (request) => {
        if (!(await favourites.deleteFavourite(db, requireViewer(request).userId, request.params.postId))) {
          throw notFound('That post is not among your favourites.');
        }
        return { ok: true as const };
      },
    );
  };
}
