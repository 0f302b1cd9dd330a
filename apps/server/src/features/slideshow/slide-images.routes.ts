import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BUNDLED_PICTURE_COUNT,
  findInstructionSlide,
  instructionCardSvg,
  INSTRUCTION_SLIDES,
  isShockSlide,
  slideImageParamsSchema,
  slideshowApi,
  instructionSlideSchema,
} from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { declared } from '../../http/declared-route.js';
import { notFound } from '../../http/app-error.js';
import { bundledPictureSvg } from './slide-svg.js';

export function slideImageRoutes(_deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      slideshowApi.slides.path,
      declared(slideshowApi.slides, {
        summary: 'The instruction slides with their default costs',
        response: { 200: z.array(instructionSlideSchema) },
      }),
      () => [...INSTRUCTION_SLIDES],
    );

    app.get(
      slideshowApi.slideImage.path,
      declared(slideshowApi.slideImage, {
        summary: 'An instruction slide as an SVG card',
        params: slideImageParamsSchema,
        produces: ['image/svg+xml'],
      }),
      async (request, reply) => {
        const slide = findInstructionSlide(request.params.file.replace(/\.svg$/, ''));
        if (!slide) throw notFound('No such slide');
        return reply
          .type('image/svg+xml')
          .header('cache-control', 'public, max-age=86400')
          .send(instructionCardSvg({ text: slide.text, heading: 'INSTRUCTION', shock: isShockSlide(slide) }));
      },
    );

    app.get(
      slideshowApi.picture.path,
      declared(slideshowApi.picture, {
        summary: 'A picture of the bundled set',
        params: slideImageParamsSchema,
        produces: ['image/svg+xml'],
      }),
      async (request, reply) => {
        const index = Number(request.params.file.replace(/\.svg$/, ''));
        if (!Number.isInteger(index) || index < 1 || index > BUNDLED_PICTURE_COUNT) throw notFound('No such picture');
        return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(bundledPictureSvg(index));
      },
    );
  };
}
