import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * The response serializer: each answer checked against its route's schema, then made JSON.
 * The answers the read cache keeps are handed out as the same object until their user changes,
 * and kept answers are never changed in place, so the text of each is made once per route and
 * status and remembered as long as the object lives. A hot read (a dashboard, a partner's view)
 * then costs a lookup instead of a walk of its schema.
 */
export const keptAnswerSerializer: typeof serializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
  const texts = new WeakMap<object, string>();
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null) return serialize(data);
    const known = texts.get(data);
    if (known !== undefined) return known;
    const text = serialize(data);
    texts.set(data, text);
    return text;
  };
};
