import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient } from '../lib/query-client.ts';

export const TOAST_DURATION_MS = 5000;

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster visibleToasts={1} duration={TOAST_DURATION_MS} position="top-center" closeButton />
    </QueryClientProvider>
  );
}
