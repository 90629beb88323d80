import { Alert, Button, CopyButton, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useCalendarUrl, useResetCalendarUrl } from '../api/calendar-url';

/** The private calendar subscription URL: copy it into a calendar app, or reset it. */
export function CalendarCard() {
  const { t } = useTranslation();
  const calendar = useCalendarUrl();
  const reset = useResetCalendarUrl();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="calendar-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="calendar-title">
          {t('outreach.calendar.title')}
        </Title>
        <Text size="sm">{t('outreach.calendar.intro')}</Text>
        {calendar.isPending && <Loader size="sm" role="status" aria-label={t('outreach.loading')} />}
        {calendar.isError && <Alert color="red">{t('outreach.calendar.failed')}</Alert>}
        {calendar.data && (
          <>
            <TextInput
              label={t('outreach.calendar.url')}
              value={calendar.data.url}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
            />
            <Group gap="sm">
              <CopyButton value={calendar.data.url}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy}>
                    {copied ? t('outreach.calendar.copied') : t('outreach.calendar.copy')}
                  </Button>
                )}
              </CopyButton>
              <Button
                variant="subtle"
                color="red"
                loading={reset.isPending}
                onClick={() => {
                  if (!window.confirm(t('outreach.calendar.reset_confirm'))) return;
                  reset.mutate(undefined, {
                    onSuccess: () => notifications.show({ color: 'teal', message: t('outreach.calendar.reset_done') }),
                  });
                }}
              >
                {t('outreach.calendar.reset')}
              </Button>
            </Group>
            <Text size="xs" c="dimmed">
              {t('outreach.calendar.private')}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
