import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileApi, taggerApi } from '@gauntlet/core';
import { startTestServer, type TestServer, type TestUser } from '../../../test/test-server.js';
import { makeJpeg, multipart } from '../../../test/uploads.js';

let server: TestServer;
let user: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  user = await server.signUp();
});
afterAll(() => server.close());

const gradient = (x: number, y: number): [number, number, number] => [Math.min(255, x * 2), 40, Math.min(255, y * 3)];

const upload = (fileName: string, bytes: Buffer, as: TestUser = user) =>
  server.call(taggerApi.upload, { ...multipart(fileName, bytes), as });

const analyse = (uploadIds: string[], as: TestUser) => server.call(taggerApi.analyse, { body: { uploadIds }, as });

describe('video tagger uploads', () => {
  it('stores a JPEG for its owner only', async () => {
    const response = await upload(
      'red.jpg',
      makeJpeg(40, 30, () => [220, 20, 20]),
    );
    expect(response.statusCode).toBe(200);
    const { uploadId } = response.json();
    const image = await server.call(taggerApi.uploadFile, { params: { uploadId }, as: user });
    expect(image.headers['content-type']).toBe('image/jpeg');
    const stranger = await server.signUp();
    expect((await server.call(taggerApi.uploadFile, { params: { uploadId }, as: stranger })).statusCode).toBe(404);
  });

  it('refuses anything that is not a JPEG with a message naming the file', async () => {
    const png = await upload('picture.png', Buffer.from('89504e470d0a1a0a', 'hex'));
    expect(png.statusCode).toBe(415);
    expect(png.json().error).toEqual({
      code: 'not_jpeg',
      message: 'picture.png is not a JPEG image. Only .jpg files can be analysed.',
    });
    const disguised = await upload('fake.jpg', Buffer.from('not really a jpeg'));
    expect(disguised.statusCode).toBe(415);
  });

  it('refuses a file name holding a NUL byte, which could not be stored', async () => {
    const response = await upload(
      'frame\u0000.jpg',
      makeJpeg(8, 8, () => [0, 0, 0]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('bad_file_name');
  });

  it('refuses a file over the size limit', async () => {
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const response = await upload('huge.jpg', huge);
    expect(response.statusCode).toBe(413);
  });

  it('keeps at most 50 images until the batch is cleared', async () => {
    const owner = await server.signUp();
    const tiny = makeJpeg(8, 8, () => [0, 0, 0]);
    for (let index = 0; index < 50; index += 1) expect((await upload(`${index}.jpg`, tiny, owner)).statusCode).toBe(200);
    const over = await upload('51.jpg', tiny, owner);
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe('upload_limit');
    expect((await server.call(taggerApi.clearUploads, { as: owner })).statusCode).toBe(200);
    expect((await upload('again.jpg', tiny, owner)).statusCode).toBe(200);
  });
});

describe('video tagger analysis', () => {
  it('reports size, dominant colours and a hash that groups near-duplicates', async () => {
    const batch = await server.signUp();
    const ids: string[] = [];
    for (const [name, bytes] of [
      ['a.jpg', makeJpeg(120, 80, gradient)],
      ['a-copy.jpg', makeJpeg(120, 80, (x, y) => gradient(x, y).map((c) => Math.max(0, c - 6)) as [number, number, number])],
      ['green.jpg', makeJpeg(60, 90, (x) => (x < 30 ? [20, 200, 40] : [250, 250, 250]))],
    ] as const) {
      ids.push((await upload(name, bytes, batch)).json().uploadId);
    }
    const response = await analyse(ids, batch);
    expect(response.statusCode).toBe(200);
    const [first, copy, green] = response.json().images;
    expect(first).toMatchObject({ fileName: 'a.jpg', width: 120, height: 80 });
    expect(first.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(first.group).toBe(copy.group);
    expect(green.group).not.toBe(first.group);
    expect(green).toMatchObject({ width: 60, height: 90 });
    expect(green.tags).toContain('portrait');
    expect(green.tags).toContain('green');
    expect(green.dominantColours.length).toBeGreaterThanOrEqual(2);
    expect(green.dominantColours.length).toBeLessThanOrEqual(5);
    const stranger = await server.signUp();
    const foreign = await analyse(ids, stranger);
    expect(foreign.statusCode).toBe(404);
  });

  it('names a file that does not decode, and analyses the next batch as usual', async () => {
    const batch = await server.signUp();
    const broken = (
      await upload('broken.jpg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(500, 7)]), batch)
    ).json();
    const refused = await analyse([broken.uploadId], batch);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      error: { code: 'unreadable_image', message: 'broken.jpg could not be read as a JPEG image.' },
    });

    const fine = (await upload('fine.jpg', makeJpeg(40, 40, gradient), batch)).json();
    const analysed = await analyse([fine.uploadId], batch);
    expect(analysed.statusCode).toBe(200);
    expect(analysed.json().images[0]).toMatchObject({ fileName: 'fine.jpg', width: 40, height: 40 });
  });

  it('answers other requests while it decodes a large photo', async () => {
    const batch = await server.signUp();
    const photo = (await upload('large.jpg', makeJpeg(3000, 2000, gradient), batch)).json();
    const finished: string[] = [];
    const analysis = analyse([photo.uploadId], batch).then((response) => finished.push(`analysis ${response.statusCode}`));
    // Once the decoding has started elsewhere, a request that needs the event loop comes first.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await server.call(profileApi.me, { as: batch }).then((response) => finished.push(`profile ${response.statusCode}`));
    await analysis;
    expect(finished).toEqual(['profile 200', 'analysis 200']);
  });
});
