import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  FIRST_SLIDE_INDEX,
  dropSlide,
  isShockSlide,
  isShowFinished,
  pictureAt,
  planSlide,
  selectedSlides,
  shuffle,
  slideDurationMs,
  type DeckSlide,
  type PointBalance,
  type SlideshowSettings,
} from '@gauntlet/core';
import { ApiRequestError } from '../../../lib/api-client';
import { useMe } from '../../../lib/session';
import { CANNOT_AFFORD, useChargeDraw } from '../api/slideshow-api';
import { newDrawId } from './draw-id';
import { endShockBursts, requestShockBurst } from './shock-burst';
import { initialShowState, showReducer, timerRuns, type ShownSlide } from './show-state';
import { instructionCardSrc } from './instruction-card';
import { slideText } from './slide-texts';

export interface ShowConfig {
  settings: SlideshowSettings;
  /** The user's deck; the slides with a quantity above 0 are the selection. */
  deck: readonly DeckSlide[];
  /** Image URLs for the picture slides; at least one. */
  pictures: readonly string[];
  /** Random numbers in [0, 1); injectable for tests. */
  rng?: () => number;
}

/**
 * Runs one show: a timer advances the slides, every n-th slide is an instruction drawn from the
 * affordable selection and charged by the server (not in bypass mode); a refused charge drops
 * that slide and shows a picture instead.
 */
export function useSlideshow({ settings, deck, pictures, rng = Math.random }: ShowConfig) {
  const [state, dispatch] = useReducer(showReducer, initialShowState);
  const { data: me } = useMe();
  const charge = useChargeDraw();
  const [order] = useState(() => shuffle(pictures, rng));

  const selection = useRef<DeckSlide[]>(selectedSlides(deck));
  const balance = useRef<PointBalance>({ rewardPoints: me?.rewardPoints ?? 0, punishmentPoints: me?.punishmentPoints ?? 0 });
  const picturesShown = useRef(0);
  const mounted = useRef(false);
  /** Whether this show started a shock burst, which ends with the show. */
  const burstStarted = useRef(false);

  useEffect(() => {
    if (me) balance.current = { rewardPoints: me.rewardPoints, punishmentPoints: me.punishmentPoints };
  }, [me]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (burstStarted.current) endShockBursts();
    };
  }, []);

  const shock = useCallback((slide: DeckSlide) => {
    if (isShockSlide(slide) && requestShockBurst()) burstStarted.current = true;
  }, []);

  const nextPicture = useCallback((): ShownSlide => {
    const count = picturesShown.current;
    picturesShown.current += 1;
    return { kind: 'picture', src: pictureAt(order, count) ?? '', alt: `Picture ${(count % order.length) + 1}`, charged: null };
  }, [order]);

  const { instructionQuantity, slideAmount, bypassMode, pauseOnInstruction } = settings;

  const present = useCallback(
    async (index: number) => {
      if (isShowFinished(index, slideAmount)) {
        dispatch({ type: 'finish', index });
        if (burstStarted.current) endShockBursts();
        return;
      }
      const plan = planSlide({
        index,
        instructionQuantity,
        selection: selection.current,
        balance: balance.current,
        free: bypassMode,
        rng,
      });
      selection.current = plan.selection;
      if (plan.kind === 'picture') {
        dispatch({ type: 'show', index, slide: nextPicture(), pauseOnInstruction });
        return;
      }
      const drawn = plan.slide;
      const instruction = (charged: ShownSlide['charged']): ShownSlide => ({
        kind: 'instruction',
        src: instructionCardSrc(drawn),
        alt: slideText(drawn),
        slideId: drawn.slideId,
        charged,
      });
      if (bypassMode) {
        dispatch({ type: 'show', index, slide: instruction(null), pauseOnInstruction });
        shock(drawn);
        return;
      }
      dispatch({ type: 'charging', index });
      try {
        const draw = await charge({ drawId: newDrawId(), slideId: drawn.slideId });
        if (!mounted.current) return;
        balance.current = { rewardPoints: draw.rewardPoints, punishmentPoints: draw.punishmentPoints };
        const charged = { rewardCost: draw.rewardCost, punishmentCost: draw.punishmentCost };
        dispatch({ type: 'show', index, slide: instruction(charged), pauseOnInstruction });
        shock(drawn);
      } catch (error) {
        if (!mounted.current) return;
        const refused = error instanceof ApiRequestError && error.code === CANNOT_AFFORD;
        if (refused) selection.current = dropSlide(selection.current, drawn.slideId);
        const notice = refused
          ? 'Not enough points for that instruction: it was left out and a picture is shown instead.'
          : 'The instruction could not be charged, so a picture is shown instead.';
        dispatch({ type: 'show', index, slide: nextPicture(), pauseOnInstruction, notice });
      }
    },
    [slideAmount, instructionQuantity, bypassMode, pauseOnInstruction, rng, nextPicture, charge, shock],
  );

  // The first slide, once: deferred, so the development double run of effects cancels the first.
  const first = useRef(present);
  useEffect(() => {
    first.current = present;
  }, [present]);
  useEffect(() => {
    const timer = setTimeout(() => void first.current(FIRST_SLIDE_INDEX), 0);
    return () => clearTimeout(timer);
  }, []);

  const running = timerRuns(state);
  const durationMs = slideDurationMs(settings.slideDuration);
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => void present(state.index + 1), durationMs);
    return () => clearTimeout(timer);
  }, [running, state.index, state.slide, durationMs, present]);

  const pauseOnEdge = settings.pauseOnEdge;
  const togglePause = useCallback(() => dispatch({ type: 'toggle-pause' }), []);
  const addEdge = useCallback(() => dispatch({ type: 'add-edge', pauseOnEdge }), [pauseOnEdge]);

  return { state, togglePause, addEdge };
}
