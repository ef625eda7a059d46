import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleFamily } from '#domain/documents/sample-tree.ts';
import { assessEligibility } from '#domain/eligibility/engine.ts';
import { renderWithClient, stubFetch } from '#tests/support/client-render.tsx';
import { TemplateGuideView } from './template-guide-view.tsx';

const REFUSED = 'The pack took too long to make. Try again in a minute.';

afterEach(async () => {
  toast.dismiss();
  await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull());
  vi.unstubAllGlobals();
});

describe('the Template Guide view', () => {
  it('says beside Download PDF why a paid pack was not downloaded, until the next try', async () => {
    const { members } = sampleFamily();
    let failing = true;
    stubFetch(({ method, path }) => {
      if (path === '/api/family-members') return members.map((m) => ({ ...m, type: 'member', createdAt: null }));
      if (path === '/api/family-tree/eligibility') return assessEligibility(members);
      if (path === '/api/pdf-orders') return [{ id: 'p1', paymentStatus: 'paid' }];
      if (method === 'POST' && path === '/api/generate-pdf' && failing)
        return { status: 503, body: { message: REFUSED } };
      return null;
    });
    renderWithClient(
      <TemplateGuideView onBack={() => {}} onBuy={() => {}} onOpenMember={() => {}} onOpenTree={() => {}} />,
    );
    const download = await screen.findByRole('button', { name: 'Download PDF' });
    await waitFor(() => expect(download.hasAttribute('disabled')).toBe(false));
    await userEvent.click(download);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`Not downloaded${REFUSED}`);
    expect(document.activeElement).toBe(download);
    failing = false;
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:pack', revokeObjectURL: () => {} }));
    await userEvent.click(download);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
