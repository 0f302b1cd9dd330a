import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi, taggerApi } from '@gauntlet/core';
import { startTestServer, TEST_PASSWORD, type TestServer, type TestUser } from '../../../test/test-server.js';
import { jpegOfSize, makeJpeg, multipart, multipartStream } from '../../../test/uploads.js';

/** Small quotas, so that a few small files reach them: 100 kB per user, 250 kB for the server. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ UPLOAD_QUOTA_BYTES: '100000', UPLOADS_TOTAL_BYTES: '250000' });
});
afterAll(() => server.close());

const upload = (as: TestUser, body: ReturnType<typeof multipart> | ReturnType<typeof multipartStream>) =>
  server.call(taggerApi.upload, { ...body, as });
const quota = async (as: TestUser) => (await server.call(taggerApi.quota, { as })).json();
/** The files the user has on the server's disk. */
const filesOf = (as: TestUser) => {
  const folder = path.join(server.database.dataDir, 'uploads', as.userId);
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
};

describe('upload quotas', () => {
  let alice: TestUser;
  beforeAll(async () => {
    alice = await server.signUp();
  });

  it('tells the user how much of their quota their uploads take', async () => {
    expect(await quota(alice)).toEqual({ usedBytes: 0, quotaBytes: 100_000 });
    expect((await upload(alice, multipart('one.jpg', jpegOfSize(30_000)))).statusCode).toBe(200);
    expect(await quota(alice)).toEqual({ usedBytes: 30_000, quotaBytes: 100_000 });
  });

  it('lets through concurrent uploads only as far as the quota goes, refusing the rest with 413', async () => {
    const responses = await Promise.all(
      [1, 2, 3, 4].map((index) => upload(alice, multipart(`burst-${index}.jpg`, jpegOfSize(30_000)))),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 413, 413]);
    const refused = responses.find((response) => response.statusCode === 413)!;
    expect(refused.json()).toEqual({
      error: {
        code: 'quota_exceeded',
        message: 'This image does not fit in your 0.1 MB of uploads. Start a new batch to make room.',
      },
    });
    expect(await quota(alice)).toEqual({ usedBytes: 90_000, quotaBytes: 100_000 });
    expect(filesOf(alice)).toHaveLength(3);
  });

  it('stops a body of undeclared length once it passes the quota, and keeps nothing of it', async () => {
    const response = await upload(alice, multipartStream('stream.jpg', jpegOfSize(50_000)));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('quota_exceeded');
    expect(await quota(alice)).toEqual({ usedBytes: 90_000, quotaBytes: 100_000 });
    expect(filesOf(alice)).toHaveLength(3);
  });

  it('refuses with 507 when the server’s room for uploads is gone, whoever is within their quota', async () => {
    const bob = await server.signUp();
    const carol = await server.signUp();
    expect((await upload(bob, multipart('bob.jpg', jpegOfSize(90_000)))).statusCode).toBe(200);
    const full = await upload(carol, multipart('carol.jpg', jpegOfSize(90_000)));
    expect(full.statusCode).toBe(507);
    expect(full.json()).toEqual({
      error: { code: 'storage_full', message: 'The server has no room for more uploads right now. Try again later.' },
    });
    expect(filesOf(carol)).toEqual([]);
    expect(await quota(carol)).toEqual({ usedBytes: 0, quotaBytes: 100_000 });
  });

  it('gives the room back when the user starts a new batch', async () => {
    expect((await server.call(taggerApi.clearUploads, { as: alice })).statusCode).toBe(200);
    expect(await quota(alice)).toEqual({ usedBytes: 0, quotaBytes: 100_000 });
    expect((await upload(alice, multipart('again.jpg', jpegOfSize(90_000)))).statusCode).toBe(200);
  });
});

describe("a deleted account's uploads", () => {
  /** Bytes of every upload on the server's disk. */
  const bytesOnDisk = () => {
    const uploads = path.join(server.database.dataDir, 'uploads');
    if (!fs.existsSync(uploads)) return 0;
    return fs
      .readdirSync(uploads)
      .flatMap((owner) => fs.readdirSync(path.join(uploads, owner)).map((file) => path.join(uploads, owner, file)))
      .reduce((total, file) => total + fs.statSync(file).size, 0);
  };
  const deleteAccount = (as: TestUser) => server.call(accountApi.deleteAccount, { body: { password: TEST_PASSWORD }, as });

  it('take room until their files are gone, so signing up, uploading and deleting again never passes the cap', async () => {
    // The server has 70 kB of room left after the tests above: each round fills most of it.
    const start = bytesOnDisk();
    for (let round = 0; round < 5; round += 1) {
      const visitor = await server.signUp();
      expect((await upload(visitor, multipart('fill.jpg', jpegOfSize(60_000)))).statusCode).toBe(200);
      expect((await deleteAccount(visitor)).statusCode).toBe(200);
      expect(filesOf(visitor)).toEqual([]);
      expect(bytesOnDisk()).toBe(start);
    }
  });

  it('leave neither file nor room taken when the account is deleted while one arrives', async () => {
    const start = bytesOnDisk();
    const visitor = await server.signUp();
    const [uploaded, deleted] = await Promise.all([
      upload(visitor, multipart('racing.jpg', jpegOfSize(60_000))),
      deleteAccount(visitor),
    ]);
    expect(deleted.statusCode).toBe(200);
    // Whichever came first, the upload is not kept: refused for the missing account, or removed with it.
    expect([200, 401, 409]).toContain(uploaded.statusCode);
    expect(filesOf(visitor)).toEqual([]);
    expect(bytesOnDisk()).toBe(start);
    const next = await server.signUp();
    expect(await quota(next)).toEqual({ usedBytes: 0, quotaBytes: 100_000 });
  });
});

describe('the upload sweep', () => {
  it('deletes uploads never analysed after their time and those of deleted accounts, and keeps analysed ones', async () => {
    const own = await startTestServer({ UNANALYSED_UPLOAD_TTL_SECONDS: '2' });
    try {
      const dave = await own.signUp();
      const erin = await own.signUp();
      const tiny = makeJpeg(8, 8, () => [0, 0, 0]);
      const send = async (name: string, as: TestUser) =>
        (await own.call(taggerApi.upload, { ...multipart(name, tiny), as })).json<{
          uploadId: string;
        }>().uploadId;
      const analysed = await send('analysed.jpg', dave);
      const forgotten = await send('forgotten.jpg', dave);
      const analysis = await own.call(taggerApi.analyse, { body: { uploadIds: [analysed] }, as: dave });
      expect(analysis.statusCode).toBe(200);
      await send('erins.jpg', erin);
      const deleted = await own.call(accountApi.deleteAccount, { body: { password: TEST_PASSWORD }, as: erin });
      expect(deleted.statusCode).toBe(200);

      const uploads = path.join(own.database.dataDir, 'uploads');
      const onDisk = () => fs.readdirSync(uploads).flatMap((owner) => fs.readdirSync(path.join(uploads, owner)));
      // The sweep runs on its own every half second; give it up to 20 s on a busy machine.
      for (let waited = 0; (fs.readdirSync(uploads).length > 1 || onDisk().length > 1) && waited < 20_000; waited += 200) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(fs.readdirSync(uploads)).toEqual([dave.userId]);
      expect(onDisk()).toEqual([`${analysed}.jpg`]);
      const image = (uploadId: string) => own.call(taggerApi.uploadFile, { params: { uploadId }, as: dave });
      expect((await image(forgotten)).statusCode).toBe(404);
      expect((await image(analysed)).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  }, 30_000);
});
