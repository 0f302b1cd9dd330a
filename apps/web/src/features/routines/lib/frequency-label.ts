import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { FREQUENCIES, type Frequency } from '@gauntlet/core';

const LABELS: Record<Frequency, MessageDescriptor> = {
  '': msg`Not set`,
  daily: msg`Daily`,
  '3x-week': msg`3x a week`,
  '4x-week': msg`4x a week`,
  '5x-week': msg`5x a week`,
  weekly: msg`Weekly`,
  custom: msg`Custom`,
};

/** How a routine's frequency reads on screen ('' is 'Not set'), in the reader's language. */
export function frequencyLabel(frequency: Frequency): string {
  return i18n._(LABELS[frequency]);
}

export const frequencyOptions = () => FREQUENCIES.map((value) => ({ value, label: frequencyLabel(value) }));
