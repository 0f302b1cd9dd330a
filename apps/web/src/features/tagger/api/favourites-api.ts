import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Favourite, taggerApi } from '@gauntlet/core';
import { call } from '../../../lib/api-client';
import { taggerKeys } from '../../../lib/query-keys';

/** The signed-in user's saved board posts. */
export function useFavourites() {
  return useQuery({ queryKey: taggerKeys.favourites, queryFn: () => call(taggerApi.favourites) });
}

/** Saves a post (idempotent on the server: saving it twice keeps one entry). */
export function useSaveFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { postId: number; url: string }) => call(taggerApi.saveFavourite, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taggerKeys.favourites }),
  });
}

export function useRemoveFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: number) => call(taggerApi.removeFavourite, { params: { postId } }),
    onSuccess: (_result, postId) => {
      queryClient.setQueryData<Favourite[]>(taggerKeys.favourites, (current) =>
        current?.filter((favourite) => favourite.postId !== postId),
      );
      void queryClient.invalidateQueries({ queryKey: taggerKeys.favourites });
    },
  });
}
