import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BUNDLED_PICTURE_COUNT, bundledPicturePath } from '@gauntlet/core';

export type PictureSource = 'bundled' | 'favourites' | 'files';

export const PICTURE_SOURCE_LABELS: Record<PictureSource, MessageDescriptor> = {
  bundled: msg`Bundled pictures`,
  favourites: msg`Saved favourites`,
  files: msg`Image files from this device`,
};

export const BUNDLED_PICTURES: readonly string[] = Array.from({ length: BUNDLED_PICTURE_COUNT }, (_, index) =>
  bundledPicturePath(index),
);
