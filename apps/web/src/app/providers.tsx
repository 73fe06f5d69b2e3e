import { directionOf } from '@app/shared';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { currentLanguageId } from '../lib/language';
import { notifyApiError } from '../lib/notify';
import { NotificationsHost } from './NotificationsHost';
import { theme } from './theme';

const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: notifyApiError }),
  mutationCache: new MutationCache({ onError: notifyApiError }),
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <DirectionProvider initialDirection={directionOf(currentLanguageId())} detectDirection={false}>
      <MantineProvider theme={theme} forceColorScheme="light">
        <NotificationsHost />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
