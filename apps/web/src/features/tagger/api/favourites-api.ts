import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Favourite } from '@gauntlet/core';
import { api } from '../../../lib/api-client';
import { taggerKeys } from '../../../lib/query-keys';

const favouritePath = (postId: number) => `/api/favourites/${postId}`;

/** The signed-in user's saved board posts. */
export function useFavourites() {
  return useQuery({ queryKey: taggerKeys.favourites, queryFn: () => api<Favourite[]>('/api/favourites') });
}

/** Saves a post (idempotent on the server: saving it twice keeps one entry). */
export function useSaveFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { postId: number; url: string }) => api<Favourite>('/api/favourites', 'POST', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taggerKeys.favourites }),
  });
}

export function useRemoveFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: number) => api<{ ok: true }>(favouritePath(postId), 'DELETE'),
    onSuccess: (_result, postId) => {
      queryClient.setQueryData<Favourite[]>(taggerKeys.favourites, (current) =>
        current?.filter((favourite) => favourite.postId !== postId),
      );
      void queryClient.invalidateQueries({ queryKey: taggerKeys.favourites });
    },
  });
}
