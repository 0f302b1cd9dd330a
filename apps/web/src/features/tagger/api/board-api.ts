import { useQuery } from '@tanstack/react-query';
import { routeUrl, taggerApi } from '@gauntlet/core';
import { call } from '../../../lib/api-client';
import { taggerKeys } from '../../../lib/query-keys';

export const boardPostsPath = (tags: string, page: number) => routeUrl(taggerApi.posts, { query: { tags, page } });

/** One batch (page) of board posts through our server's proxy; nothing is asked for until there is a batch. */
export function useBoardPosts(batch: { tags: string; page: number } | null) {
  const { tags, page } = batch ?? { tags: '', page: 1 };
  return useQuery({
    queryKey: taggerKeys.posts(tags, page),
    queryFn: () => call(taggerApi.posts, { query: { tags, page } }),
    enabled: batch !== null,
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
