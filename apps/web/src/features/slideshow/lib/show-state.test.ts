import { describe, expect, it } from 'vitest';
import { initialShowState, showReducer, timerRuns, type ShownSlide, type ShowState } from './show-state';

const picture: ShownSlide = { kind: 'picture', src: '/p.svg', alt: 'Picture 1', charged: null };
const instruction: ShownSlide = {
  kind: 'instruction',
  src: '/i.svg',
  alt: 'Do it',
  slideId: 'i',
  charged: { rewardCost: 2, punishmentCost: 3 },
};
const run = (...actions: Parameters<typeof showReducer>[1][]): ShowState => actions.reduce(showReducer, initialShowState);

describe('show state (spec 4)', () => {
  it('counts what was shown and spent, and pauses on an instruction only when asked', () => {
    const state = run(
      { type: 'show', index: 1, slide: picture, pauseOnInstruction: true },
      { type: 'charging', index: 2 },
      { type: 'show', index: 2, slide: instruction, pauseOnInstruction: false },
      { type: 'show', index: 3, slide: instruction, pauseOnInstruction: true },
    );
    expect(state).toMatchObject({
      index: 3,
      shown: 3,
      instructions: 2,
      rewardSpent: 4,
      punishmentSpent: 6,
      paused: true,
      charging: false,
    });
  });

  it.each([
    [false, 1, false],
    [true, 1, true],
    [true, 2, false],
  ])('pause on edge %s, %s edges → paused %s', (pauseOnEdge, edges, paused) => {
    const actions = Array.from({ length: edges }, () => ({ type: 'add-edge', pauseOnEdge }) as const);
    expect(run(...actions)).toMatchObject({ edges, paused });
  });

  it('runs the timer only with a slide on screen, not paused, not charging, not finished', () => {
    const shown = run({ type: 'show', index: 1, slide: picture, pauseOnInstruction: false });
    expect(timerRuns(initialShowState)).toBe(false);
    expect(timerRuns(shown)).toBe(true);
    expect(timerRuns(showReducer(shown, { type: 'toggle-pause' }))).toBe(false);
    expect(timerRuns(showReducer(shown, { type: 'charging', index: 2 }))).toBe(false);
    const finished = showReducer(shown, { type: 'finish', index: 26 });
    expect(timerRuns(finished)).toBe(false);
    expect(showReducer(finished, { type: 'add-edge', pauseOnEdge: false })).toBe(finished);
  });
});
