import { FIRST_SLIDE_INDEX } from '@gauntlet/core';

/** What is on screen. */
export interface ShownSlide {
  kind: 'instruction' | 'picture';
  src: string;
  /** The instruction's text, or a description of the picture. */
  alt: string;
  slideId?: string;
  /** What the server charged for this instruction; null in bypass mode and for pictures. */
  charged: { rewardCost: number; punishmentCost: number } | null;
}

export interface ShowState {
  /** The slide number on screen, from 1; slide amount + 1 means finished. */
  index: number;
  slide: ShownSlide | null;
  /** An instruction is being charged: the timer waits. */
  charging: boolean;
  paused: boolean;
  edges: number;
  shown: number;
  instructions: number;
  rewardSpent: number;
  punishmentSpent: number;
  finished: boolean;
  /** A short message about the last draw (e.g. refused for points), or null. */
  notice: string | null;
}

export type ShowAction =
  | { type: 'charging'; index: number }
  | { type: 'show'; index: number; slide: ShownSlide; pauseOnInstruction: boolean; notice?: string | null }
  | { type: 'finish'; index: number }
  | { type: 'toggle-pause' }
  | { type: 'add-edge'; pauseOnEdge: boolean };

export const initialShowState: ShowState = {
  index: FIRST_SLIDE_INDEX - 1,
  slide: null,
  charging: false,
  paused: false,
  edges: 0,
  shown: 0,
  instructions: 0,
  rewardSpent: 0,
  punishmentSpent: 0,
  finished: false,
  notice: null,
};

/** The viewer's state changes: slides shown, pause, edges and what was spent. */
export function showReducer(state: ShowState, action: ShowAction): ShowState {
  if (state.finished) return state;
  switch (action.type) {
    case 'charging':
      return { ...state, index: action.index, charging: true, notice: null };
    case 'show': {
      const instruction = action.slide.kind === 'instruction';
      return {
        ...state,
        index: action.index,
        slide: action.slide,
        charging: false,
        paused: instruction && action.pauseOnInstruction ? true : state.paused,
        shown: state.shown + 1,
        instructions: state.instructions + (instruction ? 1 : 0),
        rewardSpent: state.rewardSpent + (action.slide.charged?.rewardCost ?? 0),
        punishmentSpent: state.punishmentSpent + (action.slide.charged?.punishmentCost ?? 0),
        notice: action.notice ?? null,
      };
    }
    case 'finish':
      return { ...state, index: action.index, charging: false, paused: false, finished: true };
    case 'toggle-pause':
      return { ...state, paused: !state.paused };
    case 'add-edge':
      return { ...state, edges: state.edges + 1, paused: action.pauseOnEdge ? !state.paused : state.paused };
  }
}

/** The timer runs only while a slide is on screen, not paused and not waiting for a charge. */
export const timerRuns = (state: ShowState) => !state.finished && !state.paused && !state.charging && state.slide !== null;
