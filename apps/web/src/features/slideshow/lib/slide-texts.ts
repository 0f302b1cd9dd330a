import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { INSTRUCTION_SLIDES } from '@gauntlet/core';
import { translated } from '../../../lib/catalogue-lookup';

/**
 * The instruction slides' texts in the reader's language, by slide id. The server sends the
 * English text with each slide for API clients; the app shows this one instead.
 */
export const SLIDE_TEXTS: Record<string, MessageDescriptor> = {
  'pushups-10': msg({ id: 'catalogue.slide.pushups-10', message: 'Ten push-ups, slow and clean.' }),
  'squats-20': msg({ id: 'catalogue.slide.squats-20', message: 'Twenty squats. Full depth.' }),
  'plank-60': msg({ id: 'catalogue.slide.plank-60', message: 'Hold a plank for sixty seconds.' }),
  'wall-sit-45': msg({ id: 'catalogue.slide.wall-sit-45', message: 'Wall sit for forty-five seconds.' }),
  'burpees-10': msg({ id: 'catalogue.slide.burpees-10', message: 'Ten burpees, no pause.' }),
  'lunges-20': msg({ id: 'catalogue.slide.lunges-20', message: 'Twenty walking lunges.' }),
  'crunches-25': msg({ id: 'catalogue.slide.crunches-25', message: 'Twenty-five crunches.' }),
  'jumping-jacks-40': msg({ id: 'catalogue.slide.jumping-jacks-40', message: 'Forty jumping jacks.' }),
  'hold-still-30': msg({ id: 'catalogue.slide.hold-still-30', message: 'Freeze. Do not move for thirty seconds.' }),
  'eyes-closed-20': msg({ id: 'catalogue.slide.eyes-closed-20', message: 'Close your eyes and count slowly to twenty.' }),
  'deep-breaths': msg({ id: 'catalogue.slide.deep-breaths', message: 'Ten deep breaths, four counts in, six out.' }),
  'cold-water': msg({ id: 'catalogue.slide.cold-water', message: 'Drink a full glass of cold water.' }),
  'kneel-60': msg({ id: 'catalogue.slide.kneel-60', message: 'Kneel upright for one minute.' }),
  'edge-1': msg({ id: 'catalogue.slide.edge-1', message: 'Edge once, then hands off.' }),
  'edge-3': msg({ id: 'catalogue.slide.edge-3', message: 'Edge three times. Pause between each.' }),
  'hands-off-60': msg({ id: 'catalogue.slide.hands-off-60', message: 'Hands off for sixty seconds.' }),
  'slow-10': msg({ id: 'catalogue.slide.slow-10', message: 'Ten slow strokes. Count them aloud.' }),
  'fast-15': msg({ id: 'catalogue.slide.fast-15', message: 'Fifteen fast strokes, then stop.' }),
  'stop-now': msg({ id: 'catalogue.slide.stop-now', message: 'Stop. Hands behind your back for the next slide.' }),
  'write-line': msg({ id: 'catalogue.slide.write-line', message: 'Write "I follow instructions" once by hand.' }),
  'say-thanks': msg({ id: 'catalogue.slide.say-thanks', message: 'Say "thank you" out loud.' }),
  'stand-up': msg({ id: 'catalogue.slide.stand-up', message: 'Stand up and stay standing for the next two slides.' }),
  'mountain-climbers': msg({ id: 'catalogue.slide.mountain-climbers', message: 'Thirty mountain climbers.' }),
  'calf-raises': msg({ id: 'catalogue.slide.calf-raises', message: 'Thirty calf raises.' }),
  'superman-hold': msg({ id: 'catalogue.slide.superman-hold', message: 'Superman hold for thirty seconds.' }),
  'side-plank': msg({ id: 'catalogue.slide.side-plank', message: 'Side plank, thirty seconds each side.' }),
  'glute-bridges': msg({ id: 'catalogue.slide.glute-bridges', message: 'Twenty glute bridges.' }),
  'tricep-dips': msg({ id: 'catalogue.slide.tricep-dips', message: 'Fifteen tricep dips on a chair.' }),
  'high-knees': msg({ id: 'catalogue.slide.high-knees', message: 'High knees for thirty seconds.' }),
  'bear-crawl': msg({ id: 'catalogue.slide.bear-crawl', message: 'Bear crawl across the room and back.' }),
  'stretch-hamstrings': msg({ id: 'catalogue.slide.stretch-hamstrings', message: 'Stretch your hamstrings for thirty seconds.' }),
  'posture-check': msg({ id: 'catalogue.slide.posture-check', message: 'Sit up straight. Shoulders back.' }),
  'ice-cube': msg({ id: 'catalogue.slide.ice-cube', message: 'Hold an ice cube until it melts.' }),
  'double-next': msg({ id: 'catalogue.slide.double-next', message: 'The next instruction counts double.' }),
  'choose-harder': msg({ id: 'catalogue.slide.choose-harder', message: 'Repeat the last exercise, twice as long.' }),
  'silence-5min': msg({ id: 'catalogue.slide.silence-5min', message: 'Five minutes of silence. No sounds at all.' }),
  'lights-off': msg({ id: 'catalogue.slide.lights-off', message: 'Lights off until the next instruction.' }),
  confess: msg({ id: 'catalogue.slide.confess', message: 'Say out loud the goal you missed most recently.' }),
  gratitude: msg({ id: 'catalogue.slide.gratitude', message: 'Name three things you did well this week.' }),
  reset: msg({ id: 'catalogue.slide.reset', message: 'Reset: start the edge counter over in your head.' }),
  'shock-tap': msg({ id: 'catalogue.slide.shock-tap', message: 'Brace yourself: a short tap is coming.' }),
  'shock-pulse': msg({ id: 'catalogue.slide.shock-pulse', message: 'Stay still while the pulse runs.' }),
  'shock-wave': msg({ id: 'catalogue.slide.shock-wave', message: 'Ride the wave. Breathe through it.' }),
  'shock-surprise': msg({ id: 'catalogue.slide.shock-surprise', message: 'Eyes on the screen. Something is coming.' }),
  'shock-long': msg({ id: 'catalogue.slide.shock-long', message: 'The long one. Count to thirty.' }),
  'shock-double': msg({ id: 'catalogue.slide.shock-double', message: 'Two in a row. Do not flinch.' }),
  'shock-final': msg({ id: 'catalogue.slide.shock-final', message: 'The final jolt of this round.' }),
  'shock-ready': msg({ id: 'catalogue.slide.shock-ready', message: 'Hands flat on the table. Ready.' }),
  'shock-count': msg({ id: 'catalogue.slide.shock-count', message: 'Count backwards from ten, out loud.' }),
  'shock-mercy': msg({ id: 'catalogue.slide.shock-mercy', message: 'A light one. Say thank you after.' }),
};

/** A slide's instruction for the reader; one the app does not know stays as sent. */
export function slideText(slide: { slideId: string; text: string }): string {
  return translated(SLIDE_TEXTS, slide.slideId) ?? slide.text;
}

/** A slide named by its English text (as a ledger row keeps it), in the reader's language. */
export function slideTitleText(text: string): string {
  const slide = INSTRUCTION_SLIDES.find((each) => each.text === text);
  return slide ? slideText({ slideId: slide.slideId, text }) : text;
}
