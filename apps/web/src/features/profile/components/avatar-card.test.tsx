import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMe } from '../../../lib/session';
import { fail, mockApi } from '../../../test/mock-api';
import { makeProfile, renderPage } from '../../../test/render';
import { AvatarCard } from './avatar-card';

afterEach(() => vi.unstubAllGlobals());

const AVATAR = '/api/profile/users/5b0d7c7e-1f7e-4b8e-9d55-7d1e4f6f1a01/avatar?v=1';

function OwnAvatar() {
  const { data: me } = useMe();
  return me ? <AvatarCard me={me} /> : null;
}

const choose = (file: File) => fireEvent.change(screen.getByLabelText('Upload avatar'), { target: { files: [file] } });
const image = (type: string, bytes = 10) => new File([new Uint8Array(bytes)], 'me', { type });

describe('AvatarCard', () => {
  it('uploads the chosen picture and shows the avatar the server kept, then removes it', async () => {
    const api = mockApi({
      'PUT /api/profile/me/avatar': { body: makeProfile({ profilePicture: AVATAR }) },
      'DELETE /api/profile/me/avatar': { body: makeProfile({ profilePicture: null }) },
    });
    const { container } = renderPage(<OwnAvatar />, { me: makeProfile() });
    const photo = image('image/png');
    choose(photo);
    await waitFor(() => expect(container.querySelector('img')?.getAttribute('src')).toBe(AVATAR));
    const sent = api.callsTo('PUT', '/api/profile/me/avatar')[0]?.body as FormData;
    expect(sent.get('file')).toBeInstanceOf(File);
    expect((sent.get('file') as File).size).toBe(photo.size);

    fireEvent.click(screen.getByRole('button', { name: 'Remove avatar' }));
    await waitFor(() => expect(container.querySelector('img')).toBeNull());
    expect(screen.getByLabelText('Upload avatar')).toBeTruthy();
  });

  it('says what is wrong with a file before sending it', () => {
    const api = mockApi({});
    renderPage(<OwnAvatar />, { me: makeProfile() });
    choose(image('image/gif'));
    expect(screen.getByRole('alert').textContent).toBe('Choose a JPEG, PNG or WebP image.');
    choose(image('image/jpeg', 5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toBe('An avatar may be at most 5 MB.');
    expect(api.calls).toHaveLength(0);
  });

  it('shows the server’s refusal', async () => {
    mockApi({ 'PUT /api/profile/me/avatar': fail(415, 'unsupported_image', 'Choose a JPEG, PNG or WebP image.') });
    renderPage(<OwnAvatar />, { me: makeProfile() });
    choose(image('image/webp'));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a JPEG, PNG or WebP image.');
  });
});
