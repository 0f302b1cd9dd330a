import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BUNDLED_PICTURE_COUNT, findInstructionSlide, INSTRUCTION_SLIDES, slideImageParamsSchema } from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../http/app-error.js';
import { bundledPictureSvg, instructionCardSvg } from './slide-svg.js';

const slideSchema = z.object({
  slideId: z.string(),
  imagePath: z.string(),
  text: z.string(),
  rewardCost: z.number().int(),
  punishmentCost: z.number().int(),
});

export function slideImageRoutes(_deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['slideshow'];

    app.get(
      '/api/slides',
      {
        config: { access: 'public' },
        schema: { tags, summary: 'The instruction slides with their default costs', response: { 200: z.array(slideSchema) } },
      },
      () => [...INSTRUCTION_SLIDES],
    );

    app.get(
      '/api/slides/:file',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'An instruction slide as an SVG card',
          params: slideImageParamsSchema,
          produces: ['image/svg+xml'],
        },
      },
      async (request, reply) => {
        const slide = findInstructionSlide(request.params.file.replace(/\.svg$/, ''));
        if (!slide) throw notFound('No such slide');
        return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(instructionCardSvg(slide));
      },
    );

    app.get(
      '/api/pictures/:file',
      {
        config: { access: 'public' },
        schema: { tags, summary: 'A picture of the bundled set', params: slideImageParamsSchema, produces: ['image/svg+xml'] },
      },
      async (request, reply) => {
        const index = Number(request.params.file.replace(/\.svg$/, ''));
        if (!Number.isInteger(index) || index < 1 || index > BUNDLED_PICTURE_COUNT) throw notFound('No such picture');
        return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(bundledPictureSvg(index));
      },
    );
  };
}
