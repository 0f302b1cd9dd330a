import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { newUser, signUpThroughForm } from '../support/users';
import { FAKE_BOARD_URL } from '../playwright.config';

// The fake board (apps/server/test/fake-board.ts) numbers posts page*10000 + 1 … so the page shows in the id;
// the 4th of every ten posts has no urls and must never be shown.
const idOf = async (caption: Locator) => Number((await caption.textContent())?.replace('Post #', ''));
const pageOf = (id: number) => Math.floor(id / 10_000);
const hasNoUrls = (id: number) => ((id % 10_000) - 1) % 10 === 3;

async function expectImageLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
}

/** Votes and waits until the next post shows; returns the id that was voted on. */
async function vote(page: Page, how: { button: string } | { key: string }): Promise<number> {
  const caption = page.getByTestId('tagger-post-caption');
  const before = await idOf(caption);
  if ('button' in how) await page.getByRole('button', { name: how.button, exact: true }).click();
  else await page.keyboard.press(how.key);
  await expect(caption).not.toHaveText(`Post #${before}`);
  return before;
}

test('tag through a batch: 0 resets the streak, three -1 in a row load the next page', async ({ page }) => {
  await page.goto('/tagger');
  await page.getByRole('button', { name: 'Show the newest posts' }).click();
  const caption = page.getByTestId('tagger-post-caption');
  const status = page.getByTestId('tagger-status');
  await expect(caption).toHaveText(/^Post #1\d{4}$/);
  await expectImageLoaded(page.getByRole('img', { name: /^Post #/ }));
  await expect(page.getByTestId('tagger-guest-hint')).toContainText('Log in');
  await expect(page.getByTestId('vote-key-hint')).toHaveText(['← or 1', '↓ or 0', '→ or 2']);
  // The screens sweep meets the tagger before its first search; a post on screen is checked here.
  await expectNoAxeViolations(page, '/tagger with a post');

  const seen = [
    await vote(page, { button: '+1' }),
    await vote(page, { key: 'ArrowDown' }),
    await vote(page, { key: '1' }),
    await vote(page, { key: 'ArrowLeft' }),
  ];
  await expect(status).toContainText('-1 in a row: 2 of 3');
  seen.push(await vote(page, { key: '0' }));
  await expect(status).toContainText('-1 in a row: 0 of 3');
  seen.push(await vote(page, { key: 'ArrowLeft' }), await vote(page, { button: '-1' }));
  await expect(status).toContainText('-1 in a row: 2 of 3');
  expect(pageOf(await idOf(caption))).toBe(1);
  for (const id of seen) {
    expect(pageOf(id)).toBe(1);
    expect(hasNoUrls(id)).toBe(false);
  }

  // The third -1 in a row loads the next batch.
  await vote(page, { key: 'ArrowLeft' });
  await expect(status).toContainText(/^Page 2 · 225 of 225 posts left/);
  await expect(caption).toHaveText(/^Post #2\d{4}$/);
  await expectImageLoaded(page.getByRole('img', { name: /^Post #2/ }));

  // What was learned is kept in the browser, and Delete All Tagger Keys clears it after asking.
  const stored = await page.evaluate(() => localStorage.getItem('gauntlet.tagger.v1'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ lastId: expect.any(Number), tags: expect.any(Object) });
  await page.getByRole('button', { name: 'Delete All Tagger Keys' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete All' }).click();
  await expect(page.getByText('The learned tag data was deleted.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('gauntlet.tagger.v1'))).toBeNull();

  // A failing board shows the failure with a retry.
  await page.getByLabel('Search tags').fill('fail');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('The image board is not reachable right now.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('+1 while logged in saves a favourite that shows on /show-favs and can be removed', async ({ page }) => {
  await signUpThroughForm(page, newUser('favs'));
  await page.goto('/tagger');
  await page.getByRole('button', { name: 'Show the newest posts' }).click();
  const caption = page.getByTestId('tagger-post-caption');
  await expect(caption).toHaveText(/^Post #\d+$/);
  await expect(page.getByTestId('tagger-guest-hint')).toHaveCount(0);
  const saved = await vote(page, { button: '+1' });
  await expect(page.getByText(`Saved Post #${saved} to favourites.`)).toBeVisible();

  await page.goto('/show-favs');
  const link = page.getByRole('link', { name: `Post #${saved}`, exact: true });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `${FAKE_BOARD_URL}/posts/${saved}`);
  await expectImageLoaded(page.getByTestId('favourite-card').locator('img'));
  await page.getByRole('button', { name: `Remove Post #${saved}` }).click();
  await expect(page.getByText('No favourites saved yet.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No favourites saved yet.')).toBeVisible();
});

test('video tagger: upload three jpgs, analyse, and near-duplicates share a group', async ({ page }) => {
  await signUpThroughForm(page, newUser('video'));
  await page.goto('/video');
  await expect(page.getByRole('heading', { name: 'Video Tagger' })).toBeVisible();

  // Three JPEGs drawn in the browser: a bright-to-dark gradient, the same with a small mark
  // (a near-duplicate), and the gradient reversed in another size.
  const images = await page.evaluate(() => {
    const draw = (width: number, height: number, reversed: boolean, mark: boolean) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, width, 0);
      gradient.addColorStop(reversed ? 1 : 0, '#ffe066');
      gradient.addColorStop(reversed ? 0 : 1, '#1c2a80');
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      if (mark) {
        context.fillStyle = '#d11';
        context.fillRect(4, 4, 6, 6);
      }
      return canvas.toDataURL('image/jpeg', 0.92).split(',')[1]!;
    };
    return [draw(96, 64, false, false), draw(96, 64, false, true), draw(64, 64, true, false)];
  });
  const [first, twin, other] = images.map((base64) => Buffer.from(base64, 'base64'));
  const picker = page.getByLabel('JPG images');

  await picker.setInputFiles([{ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a jpeg') }]);
  await expect(page.getByTestId('video-pick-problems')).toContainText('“notes.png” is not a JPG image.');

  await picker.setInputFiles([
    { name: 'gradient.jpg', mimeType: 'image/jpeg', buffer: first! },
    { name: 'gradient-marked.jpg', mimeType: 'image/jpeg', buffer: twin! },
    { name: 'reversed.jpeg', mimeType: 'image/jpeg', buffer: other! },
  ]);
  await expect(page.getByTestId('upload-count')).toHaveText('3 of 3 uploaded');
  await expect(page.getByTestId('upload-overall').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  // The stored images count against the user's quota (100 MB by default).
  await expect(page.getByTestId('upload-quota')).toHaveText(/^\d+(\.\d)? MB of 100 MB used$/);

  await page.getByRole('button', { name: 'Analyse' }).click();
  const cards = page.getByTestId('analysis-card');
  await expect(cards).toHaveCount(3);
  const card = (name: string) => cards.filter({ hasText: name });
  await expect(card('gradient.jpg').getByTestId('analysis-size')).toHaveText('96×64');
  await expect(card('reversed.jpeg').getByTestId('analysis-size')).toHaveText('64×64');
  for (const name of ['gradient.jpg', 'gradient-marked.jpg', 'reversed.jpeg']) {
    await expect(card(name).getByTestId('analysis-swatch').first()).toBeVisible();
    await expectImageLoaded(card(name).getByRole('img', { name }));
  }
  const group = (name: string) => card(name).getByTestId('analysis-group').textContent();
  const shared = await group('gradient.jpg');
  expect(shared).toMatch(/^Group \d+$/);
  expect(await group('gradient-marked.jpg')).toBe(shared);
  expect(await group('reversed.jpeg')).not.toBe(shared);
  await expect(page.getByTestId('analysis-summary')).toContainText('1 group has near-duplicates');

  // The analysis becomes a timeline of one action per image for the video mode.
  await expect(page.getByLabel(/From the analysis/)).toBeEnabled();
  await expect(page.getByText('Load a video: the analysed images are spread over its duration.')).toBeVisible();
});

test('video mode: a local video plays along a funscript timeline', async ({ page }) => {
  await signUpThroughForm(page, newUser('vmode'));
  await page.goto('/video');

  // A three-second WebM recorded from a canvas in the browser, never uploaded.
  const video = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 90;
    const context = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(100);
    const started = performance.now();
    while (performance.now() - started < 3000) {
      context.fillStyle = `hsl(${Math.round((performance.now() - started) / 10) % 360} 70% 50%)`;
      context.fillRect(0, 0, 160, 90);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') uploads.push(request.url());
  });
  await page
    .getByLabel('Video file')
    .setInputFiles({ name: 'clip.webm', mimeType: 'video/webm', buffer: Buffer.from(video, 'base64') });
  await expect(page.getByTestId('video-player')).toBeVisible();

  const script = { actions: [0, 500, 1000, 1500, 2000, 2500].map((at, index) => ({ at, pos: index % 2 === 0 ? 10 : 90 })) };
  await page.getByLabel('Funscript file', { exact: true }).setInputFiles({
    name: 'clip.funscript',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(script)),
  });
  await expect(page.getByLabel('From the funscript “clip.funscript” (6 actions)')).toBeChecked();
  await expect(page.getByTestId('video-action-index')).toHaveText('Action 1 of 6');
  await expect(page.getByTestId('video-position')).toHaveText('Position 10');

  await page.getByTestId('video-player').evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  // Checked every 200 ms while playing: the highlighted action moves on with the video.
  await expect(page.getByTestId('video-action-index')).toHaveText(/Action [3-6] of 6/, { timeout: 10_000 });
  await expect(page.locator('[data-testid="timeline-action"][aria-current="true"]')).toHaveCount(1);
  expect(uploads).toEqual([]);
});
