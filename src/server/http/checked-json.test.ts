import Fastify from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sendCheckedJson } from './checked-json.ts';

const person = z.object({ id: z.string(), name: z.string(), born: z.string().nullable() }).strict();

async function answer(text: string) {
  const app = Fastify();
  let error: unknown;
  app.setErrorHandler((err, _request, reply) => {
    error = err;
    return reply.status(500).send({ code: 'INTERNAL' });
  });
  app.get('/people', (request, reply) => sendCheckedJson(request, reply, z.array(person), text));
  const res = await app.inject({ method: 'GET', url: '/people' });
  await app.close();
  return { res, error };
}

describe('a JSON text sent once checked', () => {
  it('sends the text exactly as the database wrote it, as JSON', async () => {
    const text =
      '[{"id" : "a1", "name" : "Máire Ní Bhriain", "born" : null}, {"id" : "a2", "name" : "Seán", "born" : "1931"}]';
    const { res, error } = await answer(text);
    expect(error).toBeUndefined();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toBe(text);
  });

  it.each([
    ['a key the schema does not declare', '[{"id": "a1", "name": "Máire", "born": null, "passwordHash": "x"}]'],
    ['a value of the wrong type', '[{"id": "a1", "name": 7, "born": null}]'],
    ['a missing key', '[{"id": "a1", "born": null}]'],
  ])('refuses a text with %s, as the serializer refuses an answer off its schema', async (_label, text) => {
    const { res, error } = await answer(text);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('a1');
    expect(error && isResponseSerializationError(error as Error)).toBe(true);
  });
});
