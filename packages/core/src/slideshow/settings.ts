/**
 * Slideshow settings: defaults and the
 * ranges every setting is clamped to before a show starts.
 */

export interface SettingRange {
  min: number;
  max: number;
  default: number;
}

/** Seconds each slide stays on screen. */
export const SLIDE_DURATION_RANGE: SettingRange = { min: 1, max: 10, default: 5 };
/** Slides in one show; it finishes after the last one. */
export const SLIDE_AMOUNT_RANGE: SettingRange = { min: 25, max: 3000, default: 100 };
/** Every n-th slide is an instruction; 0 means no instruction slides at all. */
export const INSTRUCTION_QUANTITY_RANGE: SettingRange = { min: 0, max: 200, default: 10 };

export interface SlideshowSettings {
  /** Seconds per slide. */
  slideDuration: number;
  slideAmount: number;
  instructionQuantity: number;
  pauseOnInstruction: boolean;
  pauseOnEdge: boolean;
  /** Free mode: instructions are shown but nothing is charged. */
  bypassMode: boolean;
}

export const DEFAULT_SLIDESHOW_SETTINGS: Readonly<SlideshowSettings> = {
  slideDuration: SLIDE_DURATION_RANGE.default,
  slideAmount: SLIDE_AMOUNT_RANGE.default,
  instructionQuantity: INSTRUCTION_QUANTITY_RANGE.default,
  pauseOnInstruction: false,
  pauseOnEdge: false,
  bypassMode: false,
};

/** A whole number within the range; anything that is not a finite number gives the default. */
export function clampToRange(value: number, range: SettingRange): number {
  if (!Number.isFinite(value)) return range.default;
  return Math.min(range.max, Math.max(range.min, Math.round(value)));
}

export const clampSlideDuration = (seconds: number) => clampToRange(seconds, SLIDE_DURATION_RANGE);
export const clampSlideAmount = (amount: number) => clampToRange(amount, SLIDE_AMOUNT_RANGE);
export const clampInstructionQuantity = (quantity: number) => clampToRange(quantity, INSTRUCTION_QUANTITY_RANGE);

/** Complete settings from a partial or out-of-range input: defaults filled in, numbers clamped. */
export function clampSlideshowSettings(input: Partial<SlideshowSettings> = {}): SlideshowSettings {
  const merged = { ...DEFAULT_SLIDESHOW_SETTINGS, ...input };
  return {
    slideDuration: clampSlideDuration(merged.slideDuration),
    slideAmount: clampSlideAmount(merged.slideAmount),
    instructionQuantity: clampInstructionQuantity(merged.instructionQuantity),
    pauseOnInstruction: merged.pauseOnInstruction,
    pauseOnEdge: merged.pauseOnEdge,
    bypassMode: merged.bypassMode,
  };
}

/**
 * Seconds between two instructions: duration × (quantity − 1), the pictures shown between them.
 * Null when the show has no instruction slides (quantity 0).
 */
export function timeBetweenInstructions(slideDuration: number, instructionQuantity: number): number | null {
  const quantity = clampInstructionQuantity(instructionQuantity);
  if (quantity === 0) return null;
  return clampSlideDuration(slideDuration) * (quantity - 1);
}

/** Milliseconds a slide stays on screen. */
export const slideDurationMs = (slideDuration: number) => clampSlideDuration(slideDuration) * 1000;
