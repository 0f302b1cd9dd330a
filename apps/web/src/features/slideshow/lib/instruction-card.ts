import { t } from '@lingui/core/macro';
import { instructionCardSvg, isShockSlide } from '@gauntlet/core';
import { slideText } from './slide-texts';

/**
 * An instruction slide's card, drawn here in the reader's language as an image address (the
 * server's `imagePath` draws it in English, for API clients).
 */
export function instructionCardSrc(slide: { slideId: string; text: string; imagePath: string }): string {
  const svg = instructionCardSvg({ text: slideText(slide), heading: t`INSTRUCTION`, shock: isShockSlide(slide) });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
