import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileApi, routeUrl } from '@gauntlet/core';
import { multipart } from '../../../test/uploads.js';
import { startTestServer, type TestServer, type TestUser } from '../../../test/test-server.js';

let server: TestServer;
let user: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  user = await server.signUp();
});
afterAll(() => server.close());

const upload = (bytes: Buffer, as: TestUser | null = user, fileName = 'me.jpg') =>
  server.call(profileApi.uploadAvatar, { ...multipart(fileName, bytes), as: as ?? undefined });
const me = async (as: TestUser = user) => (await server.call(profileApi.me, { as })).json();

/** A photo as a phone takes it: large, landscape, with the camera and a GPS position in its EXIF. */
const photo = (format: 'jpeg' | 'png' | 'webp' | 'gif') =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'where-i-live' }, IFD3: { GPSLatitudeRef: 'N' } })
    .toFormat(format)
    .toBuffer();

describe('avatar', () => {
  it('takes a JPEG, keeps it as a small square WebP without its metadata, and shows it on the profile', async () => {
    const original = await photo('jpeg');
    expect(original.includes('where-i-live')).toBe(true);
    const response = await upload(original);
    expect(response.statusCode).toBe(200);
    const { profilePicture } = response.json();
    expect(profilePicture).toMatch(new RegExp(`^${routeUrl(profileApi.avatar, { params: { userId: user.userId } })}\\?v=\\d+$`));
    expect((await me()).profilePicture).toBe(profilePicture);

    const other = await server.signUp();
    const served = await server.request({ method: 'GET', url: profilePicture, as: other });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    // Who may see it depends on who asks: a shared cache must not hand it to anyone else.
    expect(served.headers['cache-control']).toBe('private, max-age=86400');
    const image = served.rawPayload;
    const facts = await sharp(image).metadata();
    expect(facts).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(facts.exif).toBeUndefined();
    expect(image.includes('where-i-live')).toBe(false);
    expect(image.includes('SecretCam')).toBe(false);

    const publicProfile = (await server.call(profileApi.publicProfile, { params: { userId: user.userId }, as: other })).json();
    expect(publicProfile.profilePicture).toBe(profilePicture);
  });

  it('takes PNG and WebP, and a new avatar gets a new address', async () => {
    const first = (await upload(await photo('png'), user, 'me.png')).json().profilePicture;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await upload(await photo('webp'), user, 'me.webp');
    expect(second.statusCode).toBe(200);
    expect(second.json().profilePicture).not.toBe(first);
  });

  it('refuses other files, too large ones and guests, and changes nothing', async () => {
    const before = (await me()).profilePicture;
    for (const bytes of [
      await photo('gif'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('not an image'),
    ]) {
      const refused = await upload(bytes);
      expect(refused.statusCode).toBe(415);
      expect(refused.json()).toEqual({ error: { code: 'unsupported_image', message: 'Choose a JPEG, PNG or WebP image.' } });
    }
    const huge = await upload(Buffer.concat([await photo('jpeg'), Buffer.alloc(5 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('too_large');
    expect((await upload(await photo('jpeg'), null)).statusCode).toBe(401);
    expect((await me()).profilePicture).toBe(before);
  });

  it('is removed on request: the profile falls back to the initial and the image is gone', async () => {
    await upload(await photo('jpeg'));
    const url = (await me()).profilePicture as string;
    const removed = await server.call(profileApi.removeAvatar, { as: user });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().profilePicture).toBeNull();
    const gone = await server.request({ method: 'GET', url, as: user });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe('not_found');
  });
});
