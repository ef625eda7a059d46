import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, AUTH_ERROR_EVENT, TIMEOUT_MESSAGE, TimeoutError } from './api-client.ts';

const answer = (status: number, body: unknown) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

describe('apiFetch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends JSON with the session cookie and returns the parsed answer', async () => {
    const fetch = vi.fn(async () => answer(200, { status: 'paid' }));
    vi.stubGlobal('fetch', fetch);
    await expect(
      apiFetch('/api/confirm-payment', { method: 'POST', body: { paymentIntentId: 'pi_1' } }),
    ).resolves.toEqual({
      status: 'paid',
    });
    expect(fetch).toHaveBeenCalledWith(
      '/api/confirm-payment',
      expect.objectContaining({ method: 'POST', credentials: 'include', body: '{"paymentIntentId":"pi_1"}' }),
    );
  });

  it("turns a JSON error into an ApiError carrying the server's message and code", async () => {
    vi.stubGlobal('fetch', async () =>
      answer(409, { message: 'This order has already been paid.', code: 'ALREADY_PAID' }),
    );
    const error = await apiFetch('/api/create-document-payment').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'ALREADY_PAID',
      serverMessage: 'This order has already been paid.',
    });
  });

  it('announces a 401 so the session-expired flow can run', async () => {
    vi.stubGlobal('fetch', async () => answer(401, { message: 'Authentication required', code: 'UNAUTHORIZED' }));
    const heard = vi.fn();
    window.addEventListener(AUTH_ERROR_EVENT, heard);
    await expect(apiFetch('/api/family-members')).rejects.toBeInstanceOf(ApiError);
    window.removeEventListener(AUTH_ERROR_EVENT, heard);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('gives up after its timeout with the spec message', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      (_path: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    const pending = apiFetch('/api/pricing', { timeoutMs: 1_000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_001);
    const error = await pending;
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toBe(TIMEOUT_MESSAGE);
  });
});
