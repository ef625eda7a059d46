import Fastify from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { checkedJsonSender } from './checked-json.ts';

const person = z.object({ id: z.string(), name: z.string(), born: z.string().nullable() }).strict();
const good =
  '[{"id" : "a1", "name" : "Máire Ní Bhriain", "born" : null}, {"id" : "a2", "name" : "Seán", "born" : "1931"}]';

/** A server whose GET /people?user=… sends, for that user, the next of `texts` it is given. */
async function answers(schema: z.ZodType, calls: Array<{ user: string; text: string }>) {
  const app = Fastify();
  const errors: unknown[] = [];
  app.setErrorHandler((err, _request, reply) => {
    errors.push(err);
    return reply.status(500).send({ code: 'INTERNAL' });
  });
  const send = checkedJsonSender(schema);
  let next = 0;
  app.get<{ Querystring: { user: string } }>('/people', (request, reply) =>
    send(request, reply, request.query.user, calls[next++].text),
  );
  const results = [];
  for (const { user } of calls) results.push(await app.inject({ method: 'GET', url: `/people?user=${user}` }));
  await app.close();
  return { results, errors };
}

describe('a JSON text sent once checked', () => {
  it('sends the text exactly as the database wrote it, as JSON', async () => {
    const { results, errors } = await answers(z.array(person), [{ user: 'u1', text: good }]);
    expect(errors).toEqual([]);
    expect(results[0].statusCode).toBe(200);
    expect(results[0].headers['content-type']).toBe('application/json; charset=utf-8');
    expect(results[0].body).toBe(good);
  });

  it.each([
    ['a key the schema does not declare', '[{"id": "a1", "name": "Máire", "born": null, "passwordHash": "x"}]'],
    ['a value of the wrong type', '[{"id": "a1", "name": 7, "born": null}]'],
    ['a missing key', '[{"id": "a1", "born": null}]'],
  ])('refuses a text with %s, as the serializer refuses an answer off its schema', async (_label, text) => {
    const { results, errors } = await answers(z.array(person), [{ user: 'u1', text }]);
    expect(results[0].statusCode).toBe(500);
    expect(results[0].body).not.toContain('a1');
    expect(errors[0] && isResponseSerializationError(errors[0] as Error)).toBe(true);
  });

  it('checks a text once for a user, and checks it again once it changes', async () => {
    const schema = z.array(person);
    const check = vi.spyOn(schema, 'safeParse');
    const leaked = '[{"id": "a1", "name": "Máire", "born": null, "passwordHash": "x"}]';
    const { results } = await answers(schema, [
      { user: 'u1', text: good },
      { user: 'u1', text: good.slice(0, 9) + good.slice(9) },
      { user: 'u2', text: good },
      { user: 'u1', text: leaked },
      { user: 'u1', text: good },
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 500, 200]);
    expect(results[3].body).not.toContain('passwordHash');
    // u1's first text, u2's and the changed one were checked; the text u1 was sent before was not,
    // either time (a text that failed is not remembered).
    expect(check).toHaveBeenCalledTimes(3);
  });
});
