import '@mantine/dates/styles.css';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import 'dayjs/locale/nl';
import 'dayjs/locale/en';

/**
 * What only the dashboard's screens use: date pickers in the interface
 * language (weeks start on Monday) and confirmation modals. Loaded with the
 * dashboard layout, so the employee app's first load does without them.
 */
export function DashboardProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
      <ModalsProvider>{children}</ModalsProvider>
    </DatesProvider>
  );
}
