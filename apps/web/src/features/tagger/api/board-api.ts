import { useQuery } from '@tanstack/react-query';
import { routeUrl, taggerApi } from '@gauntlet/core';
import { call } from '../../../lib/api-client';
import { taggerKeys } from '../../../lib/query-keys';

export const boardPostsPath = (tags: string, page: number) => routeUrl(taggerApi.posts, { query: { tags, page } });

/** One batch (page) of board posts through our server's proxy. */
export function useBoardPosts(tags: string, page: number) {
  return useQuery({
    queryKey: taggerKeys.posts(tags, page),
    queryFn: () => call(taggerApi.posts, { query: { tags, page } }),
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
