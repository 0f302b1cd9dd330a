import { useQuery } from '@tanstack/react-query';
import type { BoardPost } from '@gauntlet/core';
import { api } from '../../../lib/api-client';
import { taggerKeys } from '../../../lib/query-keys';

export const boardPostsPath = (tags: string, page: number) =>
  `/api/board/posts?${new URLSearchParams({ tags, page: String(page) }).toString()}`;

/** One batch (page) of board posts through our server's proxy. */
export function useBoardPosts(tags: string, page: number) {
  return useQuery({
    queryKey: taggerKeys.posts(tags, page),
    queryFn: () => api<{ posts: BoardPost[] }>(boardPostsPath(tags, page)),
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
