import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FocusKeeper } from './focus-keeper.tsx';
import { Button } from './ui/button.tsx';

describe('a control replaced after its action', () => {
  it('hands focus to the control that replaced it (same data-focus-id), even when it renders later', async () => {
    const user = userEvent.setup();
    function Claim() {
      const [stage, setStage] = useState<'submitted' | 'loading' | 'under_review'>('submitted');
      return (
        <main>
          <h1>Claims</h1>
          <FocusKeeper />
          {stage === 'submitted' && (
            <Button
              data-focus-id="claim-1"
              onClick={() => {
                setStage('loading');
                setTimeout(() => setStage('under_review'), 200);
              }}
            >
              Start review
            </Button>
          )}
          {stage === 'loading' && <p>Updating…</p>}
          {stage === 'under_review' && (
            <>
              <span>Under review</span>
              <Button data-focus-id="claim-1">Approve and refund</Button>
            </>
          )}
        </main>
      );
    }
    render(<Claim />);
    screen.getByRole('button', { name: 'Start review' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Approve and refund' })),
    );
  });
});
