import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keptAnswerSerializer } from './kept-answer-serializer.js';

const schema = z.object({ name: z.string(), points: z.number() });
const serializerOf = () => keptAnswerSerializer({ schema, method: 'GET', url: '/answer', httpStatus: '200' });

describe('kept answer serializer', () => {
  it('answers with the schema’s fields only, as the route declares them', () => {
    expect(serializerOf()({ name: 'Ana', points: 3, secret: 'not for the client' })).toBe('{"name":"Ana","points":3}');
  });

  it('makes the text of an answer kept in memory once, and of a new answer anew', () => {
    const serialize = serializerOf();
    let reads = 0;
    const kept = {
      get name() {
        reads += 1;
        return 'Ana';
      },
      points: 3,
    };
    expect(serialize(kept)).toBe('{"name":"Ana","points":3}');
    const readsForOneText = reads;
    expect(serialize(kept)).toBe('{"name":"Ana","points":3}');
    expect(reads).toBe(readsForOneText);
    expect(serialize({ name: 'Ana', points: 4 })).toBe('{"name":"Ana","points":4}');
  });

  it('refuses an answer its schema does not allow, every time', () => {
    const serialize = serializerOf();
    const wrong = { name: 'Ana', points: 'three' };
    expect(() => serialize(wrong)).toThrow();
    expect(() => serialize(wrong)).toThrow();
  });
});
