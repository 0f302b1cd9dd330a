import jpeg from 'jpeg-js';

export interface ImageFacts {
  width: number;
  height: number;
  dominantColours: string[];
  hash: string;
  tags: string[];
}

/** Decoding refuses images that would need more memory than this. */
const MAX_DECODE_MB = 256;
/** Hashes at most this many bits apart count as near-duplicates. */
const NEAR_DUPLICATE_BITS = 10;

const hex = (value: number) => value.toString(16).padStart(2, '0');

/** Grey level of the pixel at (x, y) of an RGBA buffer. */
function grey(data: Uint8Array, width: number, x: number, y: number): number {
  const offset = (y * width + x) * 4;
  return 0.299 * data[offset]! + 0.587 * data[offset + 1]! + 0.114 * data[offset + 2]!;
}

/**
 * Difference hash: the image shrunk to 9×8 grey cells (by averaging), one bit per cell telling
 * whether it is brighter than its right neighbour. Similar images get hashes a few bits apart.
 */
function differenceHash(data: Uint8Array, width: number, height: number): string {
  const cells: number[] = [];
  for (let row = 0; row < 8; row += 1) {
    for (let column = 0; column < 9; column += 1) {
      const x0 = Math.floor((column * width) / 9);
      const x1 = Math.max(x0 + 1, Math.floor(((column + 1) * width) / 9));
      const y0 = Math.floor((row * height) / 8);
      const y1 = Math.max(y0 + 1, Math.floor(((row + 1) * height) / 8));
      let sum = 0;
      let count = 0;
      const step = Math.max(1, Math.floor((x1 - x0) / 8));
      for (let y = y0; y < y1; y += step) {
        for (let x = x0; x < x1; x += step) {
          sum += grey(data, width, x, y);
          count += 1;
        }
      }
      cells.push(sum / count);
    }
  }
  let bits = 0n;
  for (let row = 0; row < 8; row += 1) {
    for (let column = 0; column < 8; column += 1) {
      bits = (bits << 1n) | (cells[row * 9 + column]! > cells[row * 9 + column + 1]! ? 1n : 0n);
    }
  }
  return bits.toString(16).padStart(16, '0');
}

/** The most common colours, counted in 4-bit-per-channel buckets over a pixel sample. */
function dominantColours(data: Uint8Array, width: number, height: number): string[] {
  const buckets = new Map<number, { count: number; r: number; g: number; b: number }>();
  const step = Math.max(1, Math.floor(Math.sqrt((width * height) / 20_000)));
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x < width; x += step) {
      const offset = (y * width + x) * 4;
      const [r, g, b] = [data[offset]!, data[offset + 1]!, data[offset + 2]!];
      const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
      const bucket = buckets.get(key) ?? { count: 0, r: 0, g: 0, b: 0 };
      bucket.count += 1;
      bucket.r += r;
      bucket.g += g;
      bucket.b += b;
      buckets.set(key, bucket);
    }
  }
  return [...buckets.values()]
    .sort((a, b) => b.count - a.count)
    .slice(0, 5)
    .map(
      (bucket) =>
        `#${hex(Math.round(bucket.r / bucket.count))}${hex(Math.round(bucket.g / bucket.count))}${hex(Math.round(bucket.b / bucket.count))}`,
    );
}

function hueName(colour: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(colour.slice(start, start + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max - min < 0.12) return max > 0.8 ? 'white' : max < 0.2 ? 'black' : 'grey';
  const hue =
    max === r
      ? (((g - b) / (max - min)) * 60 + 360) % 360
      : max === g
        ? ((b - r) / (max - min)) * 60 + 120
        : ((r - g) / (max - min)) * 60 + 240;
  const names: [number, string][] = [
    [20, 'red'],
    [45, 'orange'],
    [70, 'yellow'],
    [165, 'green'],
    [200, 'cyan'],
    [260, 'blue'],
    [320, 'purple'],
    [360, 'red'],
  ];
  return names.find(([limit]) => hue < limit)![1];
}

function describeImage(width: number, height: number, colours: string[], meanGrey: number): string[] {
  const shape = width === height ? 'square' : width > height ? 'landscape' : 'portrait';
  const light = meanGrey < 70 ? 'dark' : meanGrey > 185 ? 'bright' : 'balanced';
  return [...new Set([shape, light, ...colours.slice(0, 2).map(hueName)])];
}

/** Decodes a JPEG and tells its size, colours, perceptual hash and a few descriptive tags. */
export function analyseJpeg(bytes: Buffer): ImageFacts {
  const image = jpeg.decode(bytes, { useTArray: true, maxMemoryUsageInMB: MAX_DECODE_MB, formatAsRGBA: true });
  const { width, height, data } = image;
  const colours = dominantColours(data, width, height);
  let greySum = 0;
  let samples = 0;
  for (let y = 0; y < height; y += Math.max(1, Math.floor(height / 64))) {
    for (let x = 0; x < width; x += Math.max(1, Math.floor(width / 64))) {
      greySum += grey(data, width, x, y);
      samples += 1;
    }
  }
  return {
    width,
    height,
    dominantColours: colours,
    hash: differenceHash(data, width, height),
    tags: describeImage(width, height, colours, greySum / samples),
  };
}

function hammingDistance(a: string, b: string): number {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (diff) {
    count += Number(diff & 1n);
    diff >>= 1n;
  }
  return count;
}

/** Group numbers (1, 2, …) such that near-duplicate hashes share one, transitively. */
export function groupNearDuplicates(hashes: readonly string[]): number[] {
  const parent = hashes.map((_, index) => index);
  const root = (index: number): number => (parent[index] === index ? index : (parent[index] = root(parent[index]!)));
  for (let a = 0; a < hashes.length; a += 1) {
    for (let b = a + 1; b < hashes.length; b += 1) {
      if (hammingDistance(hashes[a]!, hashes[b]!) <= NEAR_DUPLICATE_BITS) parent[root(b)] = root(a);
    }
  }
  const numbers = new Map<number, number>();
  return hashes.map((_, index) => {
    const group = root(index);
    if (!numbers.has(group)) numbers.set(group, numbers.size + 1);
    return numbers.get(group)!;
  });
}
