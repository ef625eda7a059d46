import { execFileSync } from 'node:child_process';
import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildPricing } from '#domain/pricing/pricing.ts';
import { pricingResponse } from '#shared/pricing.ts';
import { loadConfig } from '../config.ts';
import { COMPRESSION } from './compression.ts';
import { fixedJson, oneByteJson } from './fixed-json.ts';

const schema = z.object({ name: z.string(), when: z.iso.date() });

async function appWith(route: ReturnType<typeof fixedJson>) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setSerializerCompiler(serializerCompiler);
  app.get('/fixed', route);
  await app.ready();
  return app;
}

describe('fixedJson', () => {
  it('sends what the route schema serializer would send, as JSON, with the given headers', async () => {
    const value = { name: 'Síle', when: '2026-11-22', extra: 'dropped by the schema' } as z.output<typeof schema>;
    const app = await appWith(fixedJson(schema, value, { 'cache-control': 'public, max-age=300' }));
    const res = await app.inject({ method: 'GET', url: '/fixed' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const serialize = serializerCompiler({ schema, method: 'GET', url: '/fixed', httpStatus: '200' });
    expect(res.body).toBe(serialize(value));
    expect(res.json()).toEqual({ name: 'Síle', when: '2026-11-22' });
    await app.close();
  });

  it('writes characters beyond Latin-1 as escapes: the same JSON, a text of one-byte characters', async () => {
    const value = { name: 'Síle’s fee: €278 — paid 🍀', when: '2026-11-22' };
    const app = await appWith(fixedJson(schema, value));
    const res = await app.inject({ method: 'GET', url: '/fixed' });
    expect(res.json()).toEqual(value);
    expect(res.body).toContain('Síle\\u2019s fee: \\u20ac278 \\u2014 paid \\ud83c\\udf40');
    expect([...res.body].every((c) => c.charCodeAt(0) <= 0xff)).toBe(true);
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.body)));
    await app.close();
  });

  it('gives V8 a text stored one byte a character, which Node writes without the two-byte encoder', () => {
    // V8's own report of the string's representation (--allow-natives-syntax), in a process of its own.
    const script = [
      `const { oneByteJson } = await import(${JSON.stringify(new URL('./fixed-json.ts', import.meta.url).href)});`,
      "%DebugPrint(oneByteJson(JSON.stringify({ fee: '€278 — paid', name: 'Síle' })));",
    ].join('\n');
    const report = execFileSync(process.execPath, ['--allow-natives-syntax', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(report).toMatch(/type: \w*ONE_BYTE_STRING_TYPE/);
  });

  it('escapes nothing in a text of Latin-1 alone', () => {
    const json = JSON.stringify({ name: 'Máire Ní Bhriain, Dún Laoghaire', quote: '"x"\\' });
    expect(oneByteJson(json)).toBe(json);
  });

  it('leaves out compression only for an answer under the compression threshold', () => {
    expect(fixedJson(schema, { name: 'x', when: '2026-11-22' }).compress).toBe(false);
    expect(fixedJson(schema, { name: 'x'.repeat(COMPRESSION.threshold), when: '2026-11-22' })).not.toHaveProperty(
      'compress',
    );
  });

  it('refuses at start-up a value that does not match its schema', () => {
    expect(() => fixedJson(schema, { name: 'x', when: 'yesterday' })).toThrow();
  });

  it.each([{}, { PROMOTION_ENABLED: 'false' }, { CURRENCY: 'gbp', PROMOTION_PERCENT_OFF: '25' }])(
    'the pricing answer (%o) matches its schema',
    (env) => {
      expect(() => fixedJson(pricingResponse, buildPricing(loadConfig(env)))).not.toThrow();
    },
  );
});
