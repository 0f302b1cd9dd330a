import { routeUrl } from '../api/route.js';
import { slideshowApi } from '../api/slideshow.js';

/**
 * Our own instruction slides: SVG cards with an instruction text, rendered by the
 * server at `imagePath`. Some carry `shock` in the path: with a connected device and shock
 * bursts enabled, drawing one fires a burst.
 */
export interface InstructionSlide {
  slideId: string;
  imagePath: string;
  text: string;
  /** Default costs; each user may change their own in the deck. */
  rewardCost: number;
  punishmentCost: number;
}

type Row = [slug: string, text: string, rewardCost: number, punishmentCost: number];

const ROWS: Row[] = [
  ['pushups-10', 'Ten push-ups, slow and clean.', 1, 2],
  ['squats-20', 'Twenty squats. Full depth.', 1, 2],
  ['plank-60', 'Hold a plank for sixty seconds.', 2, 4],
  ['wall-sit-45', 'Wall sit for forty-five seconds.', 2, 4],
  ['burpees-10', 'Ten burpees, no pause.', 3, 6],
  ['lunges-20', 'Twenty walking lunges.', 2, 3],
  ['crunches-25', 'Twenty-five crunches.', 1, 2],
  ['jumping-jacks-40', 'Forty jumping jacks.', 1, 2],
  ['hold-still-30', 'Freeze. Do not move for thirty seconds.', 0, 1],
  ['eyes-closed-20', 'Close your eyes and count slowly to twenty.', 0, 1],
  ['deep-breaths', 'Ten deep breaths, four counts in, six out.', 0, 0],
  ['cold-water', 'Drink a full glass of cold water.', 0, 1],
  ['kneel-60', 'Kneel upright for one minute.', 2, 4],
  ['edge-1', 'Edge once, then hands off.', 3, 5],
  ['edge-3', 'Edge three times. Pause between each.', 6, 10],
  ['hands-off-60', 'Hands off for sixty seconds.', 1, 2],
  ['slow-10', 'Ten slow strokes. Count them aloud.', 2, 3],
  ['fast-15', 'Fifteen fast strokes, then stop.', 3, 4],
  ['stop-now', 'Stop. Hands behind your back for the next slide.', 1, 2],
  ['write-line', 'Write "I follow instructions" once by hand.', 1, 2],
  ['say-thanks', 'Say "thank you" out loud.', 0, 0],
  ['stand-up', 'Stand up and stay standing for the next two slides.', 1, 2],
  ['mountain-climbers', 'Thirty mountain climbers.', 2, 4],
  ['calf-raises', 'Thirty calf raises.', 1, 2],
  ['superman-hold', 'Superman hold for thirty seconds.', 2, 3],
  ['side-plank', 'Side plank, thirty seconds each side.', 3, 5],
  ['glute-bridges', 'Twenty glute bridges.', 1, 2],
  ['tricep-dips', 'Fifteen tricep dips on a chair.', 2, 3],
  ['high-knees', 'High knees for thirty seconds.', 1, 2],
  ['bear-crawl', 'Bear crawl across the room and back.', 2, 4],
  ['stretch-hamstrings', 'Stretch your hamstrings for thirty seconds.', 0, 1],
  ['posture-check', 'Sit up straight. Shoulders back.', 0, 0],
  ['ice-cube', 'Hold an ice cube until it melts.', 5, 10],
  ['double-next', 'The next instruction counts double.', 8, 15],
  ['choose-harder', 'Repeat the last exercise, twice as long.', 6, 12],
  ['silence-5min', 'Five minutes of silence. No sounds at all.', 4, 8],
  ['lights-off', 'Lights off until the next instruction.', 2, 4],
  ['confess', 'Say out loud the goal you missed most recently.', 3, 6],
  ['gratitude', 'Name three things you did well this week.', 0, 0],
  ['reset', 'Reset: start the edge counter over in your head.', 4, 6],
  ['shock-tap', 'Brace yourself: a short tap is coming.', 5, 8],
  ['shock-pulse', 'Stay still while the pulse runs.', 8, 14],
  ['shock-wave', 'Ride the wave. Breathe through it.', 10, 18],
  ['shock-surprise', 'Eyes on the screen. Something is coming.', 12, 22],
  ['shock-long', 'The long one. Count to thirty.', 15, 28],
  ['shock-double', 'Two in a row. Do not flinch.', 18, 34],
  ['shock-final', 'The final jolt of this round.', 20, 40],
  ['shock-ready', 'Hands flat on the table. Ready.', 6, 12],
  ['shock-count', 'Count backwards from ten, out loud.', 9, 16],
  ['shock-mercy', 'A light one. Say thank you after.', 4, 6],
];

export const INSTRUCTION_SLIDES: readonly InstructionSlide[] = ROWS.map(([slug, text, rewardCost, punishmentCost]) => ({
  slideId: slug,
  imagePath: routeUrl(slideshowApi.slideImage, { params: { file: `${slug}.svg` } }),
  text,
  rewardCost,
  punishmentCost,
}));

export function findInstructionSlide(slideId: string): InstructionSlide | undefined {
  return INSTRUCTION_SLIDES.find((slide) => slide.slideId === slideId);
}

export function isShockSlide(slide: Pick<InstructionSlide, 'imagePath'>): boolean {
  return slide.imagePath.includes('shock');
}

/** The bundled pictures for the non-instruction slides, so a show works out of the box. */
export const BUNDLED_PICTURE_COUNT = 12;
export const bundledPicturePath = (index: number) => routeUrl(slideshowApi.picture, { params: { file: `${index + 1}.svg` } });
