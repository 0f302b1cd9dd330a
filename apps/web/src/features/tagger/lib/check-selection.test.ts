import { describe, expect, it } from 'vitest';
import { VIDEO_TAGGER_MAX_BYTES } from '@gauntlet/core';
import { checkSelection } from './check-selection';

const file = (name: string, type = 'image/jpeg', size = 100) => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};
const names = (files: File[]) => files.map((entry) => entry.name);

describe('checkSelection', () => {
  it('accepts .jpg and .jpeg in any case, typed image/jpeg or untyped', () => {
    const check = checkSelection([file('a.jpg'), file('b.JPEG'), file('c.jpeg', '')], 0);
    expect(names(check.accepted)).toEqual(['a.jpg', 'b.JPEG', 'c.jpeg']);
    expect(check.problems).toEqual([]);
  });

  it.each([
    ['a png', file('photo.png', 'image/png')],
    ['a jpg name on a png', file('photo.jpg', 'image/png')],
    ['a gif', file('photo.gif', 'image/gif')],
    ['a name without extension', file('photo', 'image/jpeg')],
  ])('refuses %s, naming the file', (_label, refused) => {
    const check = checkSelection([refused, file('ok.jpg')], 0);
    expect(names(check.accepted)).toEqual(['ok.jpg']);
    expect(check.problems).toEqual([`“${refused.name}” is not a JPG image. Only .jpg and .jpeg files can be uploaded.`]);
  });

  it('refuses empty and too large images', () => {
    const check = checkSelection(
      [
        file('empty.jpg', 'image/jpeg', 0),
        file('big.jpg', 'image/jpeg', VIDEO_TAGGER_MAX_BYTES + 1),
        file('edge.jpg', 'image/jpeg', VIDEO_TAGGER_MAX_BYTES),
      ],
      0,
    );
    expect(names(check.accepted)).toEqual(['edge.jpg']);
    expect(check.problems).toEqual(['“empty.jpg” is empty.', '“big.jpg” is 10 MB; each image may be at most 10 MB.']);
  });

  it('takes 50 images but refuses a pick of 51, or one that goes over 50 with the batch', () => {
    const many = (count: number) => Array.from({ length: count }, (_, index) => file(`${index}.jpg`));
    expect(checkSelection(many(50), 0).accepted).toHaveLength(50);
    expect(checkSelection(many(51), 0)).toEqual({
      accepted: [],
      problems: ['You picked 51 JPG images, but at most 50 can be uploaded per batch. Nothing was added; pick fewer.'],
    });
    expect(checkSelection(many(5), 46).problems).toEqual([
      'You picked 5 JPG images and 46 are already in this batch, but at most 50 can be uploaded per batch. Nothing was added; pick fewer.',
    ]);
    // Refused non-jpgs do not count against the limit.
    expect(checkSelection([...many(50), file('x.png', 'image/png')], 0).accepted).toHaveLength(50);
  });
});
