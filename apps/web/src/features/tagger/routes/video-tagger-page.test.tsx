import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImageAnalysis } from '@gauntlet/core';
import { makeProfile, renderPage } from '../../../test/render';
import { fail, mockApi } from '../../../test/mock-api';
import { installFakeXhr } from '../test-support/fake-xhr';
import VideoTaggerPage from './video-tagger-page';

const jpg = (name: string, type = 'image/jpeg') => new File([new Uint8Array(1000)], name, { type });
const pick = (files: File[]) => fireEvent.change(screen.getByLabelText('JPG images'), { target: { files } });
const idOf = (file: File) => `id-${file.name}`;
const uploaded = (file: File) => ({ status: 200, body: { uploadId: idOf(file), fileName: file.name, bytes: file.size } });

const analysis = (uploadId: string, fileName: string, group: number): ImageAnalysis => ({
  uploadId,
  fileName,
  width: 64,
  height: 48,
  dominantColours: ['#ff0000', '#0000ff'],
  hash: 'ffffffffffffffff',
  group,
  tags: ['landscape', 'red'],
});

// The page also asks for the upload quota; a test that does not care gets no answer for it.
beforeEach(() => mockApi({}));
afterEach(() => vi.unstubAllGlobals());

const open = () => renderPage(<VideoTaggerPage />, { me: makeProfile() });

describe('VideoTaggerPage', () => {
  it('refuses non-jpg files by name, uploads the jpgs one by one and analyses them', async () => {
    const xhr = installFakeXhr(uploaded);
    const api = mockApi({
      'POST /api/tagger/video/analyses': () => ({
        body: {
          images: [analysis('id-a.jpg', 'a.jpg', 1), analysis('id-b.jpeg', 'b.jpeg', 1), analysis('id-c.JPG', 'c.JPG', 2)],
        },
      }),
    });
    open();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Analyse' }).disabled).toBe(true);
    pick([jpg('a.jpg'), jpg('notes.png', 'image/png'), jpg('b.jpeg'), jpg('movie.gif', 'image/gif'), jpg('c.JPG')]);

    const problems = screen.getByTestId('video-pick-problems');
    expect(within(problems).getByText('“notes.png” is not a JPG image. Only .jpg and .jpeg files can be uploaded.')).toBeTruthy();
    expect(within(problems).getByText('“movie.gif” is not a JPG image. Only .jpg and .jpeg files can be uploaded.')).toBeTruthy();
    expect(screen.getAllByTestId('upload-item')).toHaveLength(3);
    expect(screen.getByLabelText<HTMLInputElement>('JPG images').disabled).toBe(true);

    await waitFor(() => expect(screen.getByTestId('upload-count').textContent).toBe('3 of 3 uploaded'));
    expect(xhr.requests.map((request) => [request.method, request.url, request.file.name, request.withCredentials])).toEqual([
      ['POST', '/api/tagger/video/uploads', 'a.jpg', true],
      ['POST', '/api/tagger/video/uploads', 'b.jpeg', true],
      ['POST', '/api/tagger/video/uploads', 'c.JPG', true],
    ]);
    expect(xhr.state.maxInFlight).toBe(1);
    const overall = within(screen.getByTestId('upload-overall')).getByRole('progressbar');
    expect(overall.getAttribute('aria-valuenow')).toBe('100');

    fireEvent.click(screen.getByRole('button', { name: 'Analyse' }));
    const cards = await screen.findAllByTestId('analysis-card');
    expect(api.callsTo('POST', '/api/tagger/video/analyses')[0]?.body).toEqual({
      uploadIds: ['id-a.jpg', 'id-b.jpeg', 'id-c.JPG'],
    });
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    expect(first.getByTestId('analysis-size').textContent).toBe('64×48');
    expect(first.getAllByTestId('analysis-swatch').map((swatch) => swatch.getAttribute('title'))).toEqual(['#ff0000', '#0000ff']);
    expect(first.getByText('landscape')).toBeTruthy();
    expect(first.getByRole<HTMLImageElement>('img', { name: 'a.jpg' }).getAttribute('src')).toBe(
      '/api/tagger/video/uploads/id-a.jpg',
    );
    expect(screen.getAllByTestId('analysis-group').map((badge) => badge.textContent)).toEqual(['Group 1', 'Group 1', 'Group 2']);
    expect(screen.getByTestId('analysis-summary').textContent).toBe('3 images in 2 groups; 1 group has near-duplicates.');
  });

  it('refuses a pick of more than 50 images with a message and uploads nothing', () => {
    const xhr = installFakeXhr(uploaded);
    open();
    pick(Array.from({ length: 51 }, (_, index) => jpg(`${index}.jpg`)));
    expect(screen.getByTestId('video-pick-problems').textContent).toBe(
      'You picked 51 JPG images, but at most 50 can be uploaded per batch. Nothing was added; pick fewer.',
    );
    expect(screen.queryByTestId('upload-progress')).toBeNull();
    expect(xhr.requests).toHaveLength(0);
  });

  it('counts the batch so far against the limit of 50', async () => {
    installFakeXhr(uploaded);
    open();
    pick([jpg('a.jpg'), jpg('b.jpg')]);
    await waitFor(() => expect(screen.getByTestId('upload-count').textContent).toBe('2 of 2 uploaded'));
    pick(Array.from({ length: 49 }, (_, index) => jpg(`${index}.jpg`)));
    expect(screen.getByTestId('video-pick-problems').textContent).toBe(
      'You picked 49 JPG images and 2 are already in this batch, but at most 50 can be uploaded per batch. Nothing was added; pick fewer.',
    );
    expect(screen.getAllByTestId('upload-item')).toHaveLength(2);
  });

  it('shows the server refusing a file on that file, and the others still upload', async () => {
    installFakeXhr((file) =>
      file.name === 'fake.jpg'
        ? { status: 415, body: { error: { code: 'not_jpeg', message: 'fake.jpg is not a JPEG image.' } } }
        : uploaded(file),
    );
    mockApi({ 'POST /api/tagger/video/analyses': fail(500, 'internal', 'Analysis broke') });
    open();
    pick([jpg('fake.jpg'), jpg('real.jpg')]);
    await waitFor(() => expect(screen.getByTestId('upload-count').textContent).toBe('1 of 2 uploaded, 1 failed'));
    expect(within(screen.getAllByTestId('upload-item')[0]!).getByText('fake.jpg is not a JPEG image.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Analyse' }));
    expect(await screen.findByText('The analysis failed: Analysis broke')).toBeTruthy();
  });

  it('shows how much of the upload quota is used, and again after each upload and after starting over', async () => {
    installFakeXhr(uploaded);
    let usedBytes = 0;
    mockApi({
      'GET /api/tagger/video/quota': () => ({ body: { usedBytes, quotaBytes: 100 * 1024 * 1024 } }),
      'DELETE /api/tagger/video/uploads': () => {
        usedBytes = 0;
        return { body: { ok: true } };
      },
    });
    open();
    const meter = await screen.findByTestId('upload-quota');
    expect(meter.textContent).toBe('0 MB of 100 MB used');

    usedBytes = 12.3 * 1024 * 1024;
    pick([jpg('a.jpg')]);
    await waitFor(() => expect(screen.getByTestId('upload-quota').textContent).toBe('12.3 MB of 100 MB used'));
    expect(within(screen.getByTestId('upload-quota')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('12');

    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    await waitFor(() => expect(screen.getByTestId('upload-quota').textContent).toBe('0 MB of 100 MB used'));
  });

  it('starts over: clears the batch and the uploads on the server', async () => {
    installFakeXhr(uploaded);
    const api = mockApi({ 'DELETE /api/tagger/video/uploads': { body: { ok: true } } });
    open();
    pick([jpg('a.jpg')]);
    await waitFor(() => expect(screen.getByTestId('upload-count').textContent).toBe('1 of 1 uploaded'));
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.queryByTestId('upload-progress')).toBeNull();
    expect(api.callsTo('DELETE', '/api/tagger/video/uploads')).toHaveLength(1);
  });
});

describe('VideoTaggerPage: video mode', () => {
  const loadScript = (text: string, name = 'clip.funscript') =>
    fireEvent.change(screen.getByLabelText('Funscript file'), { target: { files: [new File([text], name)] } });

  it('loads a funscript timeline and refuses a broken one with the reason', async () => {
    open();
    expect(screen.getByText(/Load a .funscript file, or analyse images first/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/From the analysis/).disabled).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Drive the device').disabled).toBe(true);

    loadScript('{"actions":[{"at":0,"pos":5}]', 'broken.funscript');
    expect((await screen.findByTestId('funscript-error')).textContent).toBe('“broken.funscript”: The file is not valid JSON.');

    loadScript(
      JSON.stringify({
        actions: [
          { at: 1000, pos: 90 },
          { at: 0, pos: 10 },
          { at: 2000, pos: 40 },
        ],
      }),
    );
    expect(await screen.findByLabelText('From the funscript “clip.funscript” (3 actions)')).toBeTruthy();
    expect(screen.queryByTestId('funscript-error')).toBeNull();
    // Before playing, the timeline sits at 0 ms: the first action.
    await waitFor(() => expect(screen.getByTestId('video-action-index').textContent).toBe('Action 1 of 3'));
    expect(screen.getByTestId('video-position').textContent).toBe('Position 10');
    const rows = screen.getAllByTestId('timeline-action');
    expect(rows.map((row) => row.textContent)).toEqual(['#1 at 0:00.0pos 10', '#2 at 0:01.0pos 90', '#3 at 0:02.0pos 40']);
    expect(rows[0]!.getAttribute('aria-current')).toBe('true');
  });
});
