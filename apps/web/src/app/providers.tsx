import { directionOf } from '@app/shared';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { watchSession } from '../features/auth/session';
import { currentLanguageId } from '../lib/language';
import { queryClient } from '../lib/query-client';
import { NotificationsHost } from './NotificationsHost';
import { cssVariablesResolver, theme } from './theme';

watchSession(queryClient);

export function Providers({ children }: { children: ReactNode }) {
  return (
    <DirectionProvider initialDirection={directionOf(currentLanguageId())} detectDirection={false}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
        <NotificationsHost />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
