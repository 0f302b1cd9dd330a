import { describe, expect, it } from 'vitest';
import { isImageUrl, postImageUrl } from './board-links';

describe('board links', () => {
  it.each([
    ['a png', 'https://a.test/x/1.png', true],
    ['a jpeg with a query', 'http://a.test/1.JPEG?x=1', true],
    ['an svg', 'http://127.0.0.1:4180/img/1.svg', true],
    ['a video', 'https://a.test/1.webm', false],
    ['flash', 'https://a.test/1.swf', false],
    ['another scheme', 'javascript:alert(1)//.png', false],
    ['not a url', 'x.png', false],
    ['nothing', null, false],
  ])('%s is %s an image url', (_label, url, expected) => {
    expect(isImageUrl(url)).toBe(expected);
  });

  it('shows the file if it is a picture, else the preview, else nothing', () => {
    expect(postImageUrl({ fileUrl: 'https://a.test/1.png', previewUrl: 'https://a.test/p/1.jpg' })).toBe('https://a.test/1.png');
    expect(postImageUrl({ fileUrl: 'https://a.test/1.webm', previewUrl: 'https://a.test/p/1.jpg' })).toBe(
      'https://a.test/p/1.jpg',
    );
    expect(postImageUrl({ fileUrl: null, previewUrl: 'https://a.test/p/1.jpg' })).toBe('https://a.test/p/1.jpg');
    expect(postImageUrl({ fileUrl: null, previewUrl: null })).toBeNull();
  });
});
