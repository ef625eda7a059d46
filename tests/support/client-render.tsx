import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from 'sonner';
import { vi } from 'vitest';

/** Renders a client component as the app does: its own query client (no retries) and the toaster. */
export function renderWithClient(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}

export type SentRequest = { method: string; path: string; body: unknown };

/**
 * Stubs fetch: `answer` gives each request's JSON reply (status 200 unless it returns `{ status, body }`).
 * Returns the requests sent, with JSON bodies parsed and FormData kept as it is.
 */
export function stubFetch(answer: (request: SentRequest) => unknown) {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      const raw = init.body;
      const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
      const request = { method: init.method ?? 'GET', path: input, body };
      sent.push(request);
      const reply = answer(request);
      const withStatus =
        reply && typeof reply === 'object' && 'status' in reply && 'body' in reply
          ? (reply as { status: number; body: unknown })
          : { status: 200, body: reply };
      return Promise.resolve(
        new Response(JSON.stringify(withStatus.body ?? null), {
          status: withStatus.status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  return sent;
}
