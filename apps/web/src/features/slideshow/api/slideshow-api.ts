import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type MyProfile, type SlideDraw, slideshowApi, taggerApi } from '@gauntlet/core';
import { call, ApiRequestError } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/query-keys';

const slideshowKeys = {
  favourites: ['slideshow', 'favourites'] as const,
};

/** The user's saved image-board items, usable as the show's pictures. */
export function useFavouritePictures(enabled: boolean) {
  return useQuery({
    queryKey: slideshowKeys.favourites,
    queryFn: () => call(taggerApi.favourites),
    enabled,
  });
}

export const CANNOT_AFFORD = 'cannot_afford';

/** A failure worth one more try with the same draw id (the server charges a draw id once). */
const retryable = (error: unknown) => error instanceof ApiRequestError && (error.status === 0 || error.status >= 500);

/**
 * Charges a drawn instruction slide. The answer's balances go into the cached profile at once
 * (the next draw checks affordability against them) and the profile is re-read.
 */
export function useChargeDraw() {
  const queryClient = useQueryClient();
  return useCallback(
    async (body: { drawId: string; slideId: string }): Promise<SlideDraw> => {
      let draw: SlideDraw;
      try {
        draw = await call(slideshowApi.draw, { body });
      } catch (error) {
        if (!retryable(error)) throw error;
        draw = await call(slideshowApi.draw, { body });
      }
      queryClient.setQueryData<MyProfile | null>(meQueryKey, (current) =>
        current ? { ...current, rewardPoints: draw.rewardPoints, punishmentPoints: draw.punishmentPoints } : current,
      );
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      return draw;
    },
    [queryClient],
  );
}
