import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DeckEntry, slideshowApi } from '@gauntlet/core';
import { call } from '../../../lib/api-client';
import { useMe } from '../../../lib/session';

/** Keyed by the viewer, so signing in or out reads the right deck. */
const deckKeys = {
  all: ['deck'] as const,
  of: (userId: string | null) => ['deck', userId ?? 'guest'] as const,
};

/** The catalogue with this user's costs and quantities (the defaults for a guest). */
export function useDeck() {
  const me = useMe();
  const userId = me.data?.userId ?? null;
  return useQuery({
    queryKey: deckKeys.of(userId),
    queryFn: () => call(slideshowApi.deck),
    enabled: !me.isPending,
  });
}

/** Stores the signed-in user's deck; the answer replaces the cached one. */
export function useSaveDeck() {
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  return useMutation({
    mutationFn: (entries: DeckEntry[]) => call(slideshowApi.saveDeck, { body: { entries } }),
    onSuccess: (deck) => queryClient.setQueryData(deckKeys.of(me?.userId ?? null), deck),
  });
}
