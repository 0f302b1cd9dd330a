import { FREQUENCIES, type Frequency } from '@gauntlet/core';

const LABELS: Record<Frequency, string> = {
  '': 'Not set',
  daily: 'Daily',
  '3x-week': '3x a week',
  '4x-week': '4x a week',
  '5x-week': '5x a week',
  weekly: 'Weekly',
  custom: 'Custom',
};

/** How a routine's frequency reads on screen ('' is 'Not set'). */
export function frequencyLabel(frequency: Frequency): string {
  return LABELS[frequency];
}

export const FREQUENCY_OPTIONS = FREQUENCIES.map((value) => ({ value, label: LABELS[value] }));
