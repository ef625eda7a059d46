import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';

export const TOAST_DURATION_MS = 5000;

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* An explicit dir: without it sonner reads getComputedStyle during the first render, forcing a style pass. */}
      <Toaster dir="ltr" visibleToasts={1} duration={TOAST_DURATION_MS} position="top-center" closeButton />
    </QueryClientProvider>
  );
}
