import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  DEFAULT_SLIDESHOW_SETTINGS,
  INSTRUCTION_QUANTITY_RANGE,
  SLIDE_AMOUNT_RANGE,
  SLIDE_DURATION_RANGE,
  clampSlideshowSettings,
  type SettingRange,
  type SlideshowSettings,
} from '@gauntlet/core';
import type { PictureSource } from './picture-sources';

export type NumberSetting = 'slideDuration' | 'slideAmount' | 'instructionQuantity';
export type SwitchSetting = 'pauseOnInstruction' | 'pauseOnEdge' | 'bypassMode';

/** The setup form as typed: numbers stay text until they are clamped (on leaving a field, on Start). */
export interface SetupDraft {
  numbers: Record<NumberSetting, string>;
  switches: Record<SwitchSetting, boolean>;
  source: PictureSource;
}

export const NUMBER_SETTINGS: { field: NumberSetting; label: MessageDescriptor; range: SettingRange; unit?: string }[] = [
  { field: 'slideDuration', label: msg`Slide duration (seconds)`, range: SLIDE_DURATION_RANGE },
  { field: 'slideAmount', label: msg`Slide amount`, range: SLIDE_AMOUNT_RANGE },
  { field: 'instructionQuantity', label: msg`Instruction every n-th slide (0 = none)`, range: INSTRUCTION_QUANTITY_RANGE },
];

export const SWITCH_SETTINGS: { field: SwitchSetting; label: MessageDescriptor }[] = [
  { field: 'pauseOnInstruction', label: msg`Pause on instruction` },
  { field: 'pauseOnEdge', label: msg`Pause on edge` },
  { field: 'bypassMode', label: msg`Bypass mode (nothing is charged)` },
];

export const initialSetupDraft: SetupDraft = {
  numbers: {
    slideDuration: String(DEFAULT_SLIDESHOW_SETTINGS.slideDuration),
    slideAmount: String(DEFAULT_SLIDESHOW_SETTINGS.slideAmount),
    instructionQuantity: String(DEFAULT_SLIDESHOW_SETTINGS.instructionQuantity),
  },
  switches: {
    pauseOnInstruction: DEFAULT_SLIDESHOW_SETTINGS.pauseOnInstruction,
    pauseOnEdge: DEFAULT_SLIDESHOW_SETTINGS.pauseOnEdge,
    bypassMode: DEFAULT_SLIDESHOW_SETTINGS.bypassMode,
  },
  source: 'bundled',
};

/** Blank text counts as missing (the default), anything else as the number it spells. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The settings a show starts with: every number clamped to its range. */
export function settingsOf(draft: SetupDraft): SlideshowSettings {
  return clampSlideshowSettings({
    slideDuration: numberOf(draft.numbers.slideDuration),
    slideAmount: numberOf(draft.numbers.slideAmount),
    instructionQuantity: numberOf(draft.numbers.instructionQuantity),
    ...draft.switches,
  });
}

/** The draft with its numbers written as clamped. */
export function clampDraft(draft: SetupDraft): SetupDraft {
  const settings = settingsOf(draft);
  return {
    ...draft,
    numbers: {
      slideDuration: String(settings.slideDuration),
      slideAmount: String(settings.slideAmount),
      instructionQuantity: String(settings.instructionQuantity),
    },
  };
}
