import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import type { Deck, SlideDraw } from '@gauntlet/core';
import { makeProfile, renderRoutes } from '../../../test/render';
import { fail, mockApi } from '../../../test/mock-api';
import { smallDeck } from '../test-support/deck-fixtures';
import SlideshowPage from './slideshow-page';

const device = vi.hoisted(() => ({ fireShockBurst: vi.fn(() => true), stopDeviceOutput: vi.fn(async () => {}) }));
vi.mock('../../device/lib/device-session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../device/lib/device-session')>()),
  ...device,
}));

const routes: RouteObject[] = [
  { path: '/teaser', element: <SlideshowPage /> },
  { path: '/deck', element: <p>Deck screen</p> },
];
const DRAWS = 'POST /api/slideshow/draws';

/** A one-slide deck costing 1 RP, and a server that charges it while the user can pay. */
function showServer(deck: Deck = smallDeck([{ rewardCost: 1, punishmentCost: 0 }]), rewardPoints = 1) {
  let balance = rewardPoints;
  return mockApi({
    'GET /api/slideshow/deck': { body: deck },
    [DRAWS]: (body) => {
      const { drawId, slideId } = body as { drawId: string; slideId: string };
      const slide = deck.slides.find((entry) => entry.slideId === slideId)!;
      if (balance < slide.rewardCost) return fail(409, 'cannot_afford', 'Not enough points');
      balance -= slide.rewardCost;
      const draw: SlideDraw = {
        drawId,
        slideId,
        rewardCost: slide.rewardCost,
        punishmentCost: 0,
        rewardPoints: balance,
        punishmentPoints: 0,
      };
      return { body: draw };
    },
    'GET /api/profile/session': () => ({ body: makeProfile({ rewardPoints: balance }) }),
  });
}

const open = (rewardPoints = 1) => renderRoutes(routes, { path: '/teaser', me: makeProfile({ rewardPoints }) });
const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const text = (testId: string) => screen.getByTestId(testId).textContent;
const key = (name: string) => fireEvent.keyDown(window, { key: name });
/**
 * Moves the show's fake clock a second at a time (each slide's timer is set after the render
 * of the slide before) and lets the charges' promises settle.
 */
async function tick(ms: number) {
  for (let left = ms; left > 0 || ms === 0; left -= 1000) {
    await act(() => vi.advanceTimersByTimeAsync(Math.min(left, 1000)));
    if (ms === 0) break;
  }
}

async function configure({ amount = '25', quantity = '2', switches = [] as RegExp[] } = {}) {
  await screen.findByTestId('deck-summary-count');
  fireEvent.change(field(/Slide duration/), { target: { value: '1' } });
  fireEvent.change(field(/Slide amount/), { target: { value: amount } });
  fireEvent.change(field(/Instruction every/), { target: { value: quantity } });
  for (const name of switches) fireEvent.click(screen.getByLabelText(name));
}

/** Starts the show on a fake clock (the server double still answers through promises). */
async function start() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  fireEvent.click(screen.getByRole('button', { name: 'Start' }));
  await tick(0);
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  device.fireShockBurst.mockClear();
  device.stopDeviceOutput.mockClear();
});

describe('SlideshowPage: setup', () => {
  it('clamps the settings to their ranges and sums up the selected deck', async () => {
    showServer(smallDeck([{ rewardCost: 1 }, { rewardCost: 5, quantity: 2 }, { quantity: 0 }]));
    open(2);
    expect(await screen.findByRole('heading', { name: 'Slideshow' })).toBeTruthy();
    expect((await screen.findByTestId('deck-summary-count')).textContent).toBe(
      '2 instruction slides selected, 1 affordable now (RP 2, PP 0).',
    );
    expect([field(/Slide duration/).value, field(/Slide amount/).value, field(/Instruction every/).value]).toEqual([
      '5',
      '100',
      '10',
    ]);
    expect(text('time-between-instructions')).toBe('An instruction every 10th slide: 45 s of pictures between instructions.');

    fireEvent.change(field(/Slide duration/), { target: { value: '30' } });
    fireEvent.blur(field(/Slide duration/));
    fireEvent.change(field(/Slide amount/), { target: { value: '3' } });
    fireEvent.blur(field(/Slide amount/));
    fireEvent.change(field(/Instruction every/), { target: { value: '500' } });
    fireEvent.blur(field(/Instruction every/));
    expect([field(/Slide duration/).value, field(/Slide amount/).value, field(/Instruction every/).value]).toEqual([
      '10',
      '25',
      '200',
    ]);
    expect(field(/Instruction every/).max).toBe('200');
    expect(text('picture-status')).toBe('12 bundled pictures.');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Bundled pictures' }).checked).toBe(true);
  });

  it('uses saved favourites as pictures, and cannot start without any', async () => {
    const api = showServer();
    api.routes['GET /api/tagger/favourites'] = { body: [] };
    open();
    await screen.findByTestId('deck-summary-count');
    fireEvent.click(screen.getByRole('radio', { name: 'Saved favourites' }));
    expect((await screen.findByText(/No saved favourites yet/)).textContent).toContain('No saved favourites yet');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Start' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Image files from this device' }));
    const files = screen.getByLabelText<HTMLInputElement>(/Image files \(they stay/);
    expect([files.type, files.multiple, files.accept]).toEqual(['file', true, 'image/*']);
  });
});

describe('SlideshowPage: viewer', () => {
  it('pauses with Space, counts edges with Enter, charges a drawn instruction and finishes with a summary', async () => {
    const api = showServer();
    open(1);
    await configure({ switches: [/Pause on instruction/] });
    await start();

    expect(text('slide-counter')).toBe('Slide 1 / 25');
    expect(screen.getByTestId('slide-image').dataset.kind).toBe('picture');
    expect(text('slide-announcement')).toBe('Slide 1 of 25: Picture');

    key(' ');
    expect(screen.getByTestId('paused-indicator')).toBeTruthy();
    await tick(3000);
    expect(text('slide-counter')).toBe('Slide 1 / 25');
    key(' ');
    expect(screen.queryByTestId('paused-indicator')).toBeNull();
    key('Enter');
    key('Enter');
    expect(text('edge-counter')).toBe('Edges: 2');
    expect(screen.queryByTestId('paused-indicator')).toBeNull();

    await tick(1000);
    expect(text('slide-counter')).toBe('Slide 2 / 25');
    const image = screen.getByTestId<HTMLImageElement>('slide-image');
    expect([image.dataset.kind, image.alt]).toEqual(['instruction', 'Instruction 1']);
    expect(decodeURIComponent(image.src)).toMatch(/^data:image\/svg\+xml;charset=utf-8,<svg .*aria-label="Instruction 1"/);
    expect(text('instruction-badge')).toBe('Instruction: charged 1 RP, 0 PP');
    expect(text('slide-announcement')).toBe('Slide 2 of 25: Instruction. Instruction 1');
    expect(screen.getByTestId('paused-indicator')).toBeTruthy();
    expect(text('viewer-points')).toBe('RP 0 · PP 0');
    const charges = api.callsTo('POST', '/api/slideshow/draws');
    expect(charges).toHaveLength(1);
    expect(charges[0]?.body).toEqual({ drawId: expect.stringMatching(/^[0-9a-f-]{36}$/), slideId: 'slide-1' });

    await tick(5000);
    expect(text('slide-counter')).toBe('Slide 2 / 25');
    key(' ');
    await tick(1000);
    expect(text('slide-counter')).toBe('Slide 3 / 25');
    await tick(1000);
    // Slide 4 is an instruction slot, but 0 RP affords nothing: a picture, and no charge.
    expect(text('slide-counter')).toBe('Slide 4 / 25');
    expect(screen.getByTestId('slide-image').dataset.kind).toBe('picture');
    expect(api.callsTo('POST', '/api/slideshow/draws')).toHaveLength(1);

    await tick(21_000);
    expect(text('slide-counter')).toBe('Slide 25 / 25');
    await tick(1000);
    const summary = within(screen.getByTestId('show-summary'));
    expect(summary.getByRole('heading', { name: 'Show finished' })).toBeTruthy();
    expect(
      ['summary-slides', 'summary-instructions', 'summary-rp', 'summary-pp', 'summary-edges'].map(
        (id) => summary.getByTestId(id).textContent,
      ),
    ).toEqual(['25', '1', '1', '0', '2']);

    fireEvent.click(summary.getByRole('button', { name: 'New show' }));
    expect(screen.getByRole('heading', { name: 'Slideshow' })).toBeTruthy();
    expect(field(/Slide amount/).value).toBe('25');
  });

  it('shows a picture and drops the slide when the server refuses the charge', async () => {
    const api = showServer(smallDeck([{ rewardCost: 1 }]), 0);
    open(5);
    await configure({ quantity: '1' });
    await start();
    expect(screen.getByTestId('slide-image').dataset.kind).toBe('picture');
    expect(text('slide-notice')).toContain('Not enough points for that instruction');
    await tick(1000);
    expect(text('slide-counter')).toBe('Slide 2 / 25');
    expect(api.callsTo('POST', '/api/slideshow/draws')).toHaveLength(1);
  });

  it('charges nothing in bypass mode and says so; Enter toggles pause with pause on edge; Escape leaves', async () => {
    const api = showServer(smallDeck([{ rewardCost: 20, punishmentCost: 40 }]), 0);
    open(0);
    await configure({ quantity: '1', switches: [/Bypass mode/, /Pause on edge/] });
    expect(text('deck-summary-count')).toContain('all free in bypass mode');
    await start();
    expect(text('bypass-badge')).toBe('Bypass mode: nothing is charged');
    expect(screen.getByTestId('slide-image').dataset.kind).toBe('instruction');
    expect(text('instruction-badge')).toBe('Instruction');

    key('Enter');
    expect(text('edge-counter')).toBe('Edges: 1');
    expect(screen.getByTestId('paused-indicator')).toBeTruthy();
    key('Enter');
    expect(text('edge-counter')).toBe('Edges: 2');
    expect(screen.queryByTestId('paused-indicator')).toBeNull();

    await tick(3000);
    expect(text('slide-counter')).toBe('Slide 4 / 25');
    expect(api.callsTo('POST', '/api/slideshow/draws')).toHaveLength(0);

    key('Escape');
    expect(screen.getByRole('heading', { name: 'Slideshow' })).toBeTruthy();
    expect(screen.queryByTestId('slideshow-viewer')).toBeNull();
  });

  it('leaves Space and Enter to a focused control, and keeps the viewer’s keys after a click', async () => {
    showServer(smallDeck([]));
    open();
    await configure();
    await start();
    const pause = screen.getByRole('button', { name: 'Pause' });
    fireEvent.keyDown(pause, { key: 'Enter' });
    expect(text('edge-counter')).toBe('Edges: 0');
    fireEvent.click(pause);
    expect(screen.getByTestId('paused-indicator')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edge' }));
    expect(text('edge-counter')).toBe('Edges: 1');
    fireEvent.click(screen.getByRole('button', { name: 'Exit' }));
    expect(screen.getByRole('heading', { name: 'Slideshow' })).toBeTruthy();
  });

  it('asks the device for a burst when a drawn slide has shock in its path, and ends it with the show', async () => {
    showServer(smallDeck([{ imagePath: '/api/slideshow/slides/shock-tap.svg', rewardCost: 0 }]), 0);
    open(0);
    await screen.findByTestId('shock-status');
    expect(text('shock-status')).toContain('fire bursts only with a connected device');
    await configure({ quantity: '2' });
    await start();
    expect(device.fireShockBurst).not.toHaveBeenCalled();
    await tick(1000);
    expect(screen.getByTestId('slide-image').dataset.kind).toBe('instruction');
    expect(device.fireShockBurst).toHaveBeenCalledTimes(1);
    expect(device.stopDeviceOutput).not.toHaveBeenCalled();
    key('Escape');
    expect(device.stopDeviceOutput).toHaveBeenCalledTimes(1);
  });
});
