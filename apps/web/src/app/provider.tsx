import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session';
import { createAppTheme, cssVariablesResolver } from './theme';

export function AppProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const theme = useMemo(
    () =>
      createAppTheme({
        close: t('app.close'),
        pagination: {
          first: t('app.pagination.first'),
          previous: t('app.pagination.previous'),
          next: t('app.pagination.next'),
          last: t('app.pagination.last'),
        },
        page: (page) => t('app.pagination.page', { page }),
      }),
    [t],
  );
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <Notifications position="top-right" />
          {children}
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
