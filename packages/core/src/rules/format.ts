/** Sizes as the screens and the server's messages show them. */

/** Megabytes (MiB) with at most one decimal, as people read file sizes: 12.3 MB. */
export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}
