import type { BoardPost } from '@gauntlet/core';
import { boardPostsPath } from '../api/board-api';

export const IMAGE_HOST = 'https://static.board.test';

export function makePost(id: number, tags: string[] = [], overrides: Partial<BoardPost> = {}): BoardPost {
  return {
    id,
    score: id % 17,
    fileUrl: `${IMAGE_HOST}/data/${id}.png`,
    previewUrl: `${IMAGE_HOST}/preview/${id}.jpg`,
    tags,
    ...overrides,
  };
}

/** A route key for `mockApi` answering one board page. */
export const boardRoute = (page: number, tags = '') => `GET ${boardPostsPath(tags, page)}`;
