import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode } from 'react';
import { AfterFirstRender } from '../components/after-first-render.tsx';
import { FocusKeeper } from '../components/focus-keeper.tsx';
import { LiveRegion } from '../components/live-region.tsx';

// sonner is a chunk of its own, mounted after the first render (decision 032).
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

export const TOAST_DURATION_MS = 5000;
/** The headers are 64 px tall (h-16) with a 1 px border; toasts start 8 px below. */
const HEADER_CLEARANCE_PX = 73;

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* The app's one polite live region, present from the first render so later changes are read (decision 071). */}
      <LiveRegion />
      <FocusKeeper />
      <AfterFirstRender>
        {/* An explicit dir: without it sonner reads getComputedStyle during its first render, forcing a style pass.
            The offsets put toasts below the sticky header (h-16), so they never cover its buttons. */}
        <Toaster
          dir="ltr"
          visibleToasts={1}
          duration={TOAST_DURATION_MS}
          position="top-center"
          offset={{ top: HEADER_CLEARANCE_PX }}
          mobileOffset={{ top: HEADER_CLEARANCE_PX }}
          closeButton
        />
      </AfterFirstRender>
    </QueryClientProvider>
  );
}
