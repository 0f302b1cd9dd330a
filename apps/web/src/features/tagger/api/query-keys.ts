/** React Query keys of the tagger feature. */
export const taggerKeys = {
  posts: (tags: string, page: number) => ['tagger', 'posts', tags, page] as const,
  favourites: ['favourites'] as const,
};
