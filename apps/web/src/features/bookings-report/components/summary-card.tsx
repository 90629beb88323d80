import type { TBookingSummary } from '@flexapp/contract';
import { Card, Group, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  const { i18n } = useTranslation();
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId}>
        {new Intl.NumberFormat(i18n.language).format(value)}
      </Text>
    </Stack>
  );
}

/** The booking summary of docs/product/reports.md: unique people and desks, and the most booked desks and most active people. */
export function SummaryCard({ summary }: { summary: TBookingSummary | undefined }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" p="md" data-testid="bookings-summary">
      <Title order={4} mb="sm">
        {t('bookings.summary.title')}
      </Title>
      {!summary ? (
        <Skeleton h={120} />
      ) : (
        <Stack gap="md">
          <Group gap="xl">
            <Figure
              label={t('bookings.summary.total_bookings')}
              value={summary.total_bookings}
              testId="summary-total"
            />
            <Figure label={t('bookings.summary.unique_users')} value={summary.unique_users} testId="summary-users" />
            <Figure label={t('bookings.summary.unique_desks')} value={summary.unique_desks} testId="summary-desks" />
          </Group>
          {summary.total_bookings === 0 ? (
            <Text size="sm" c="dimmed">
              {t('bookings.summary.none')}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <div>
                <Text size="sm" fw={600} mb={4}>
                  {t('bookings.summary.top_desks')}
                </Text>
                <List size="sm" spacing={2}>
                  {summary.desks.slice(0, 5).map((d) => (
                    <List.Item key={d.desk}>
                      {/* Desk 0: the desks of small groups, folded together (decision 317). */}
                      {d.desk === 0 ? t('aggregate.other') : d.desk__name} ·{' '}
                      <Text span size="sm" c="dimmed">
                        {t('bookings.summary.desk_line', { total: d.total_users, count: d.total_unique_users })}
                      </Text>
                    </List.Item>
                  ))}
                </List>
              </div>
              {summary.users.length > 0 && (
                <div>
                  <Text size="sm" fw={600} mb={4}>
                    {t('bookings.summary.top_users')}
                  </Text>
                  <List size="sm" spacing={2}>
                    {summary.users.slice(0, 5).map((u) => (
                      <List.Item key={u.user}>
                        {u.user_name} ·{' '}
                        <Text span size="sm" c="dimmed">
                          {t('bookings.summary.user_line', { bookings: u.total_bookings, count: u.total_desks })}
                        </Text>
                      </List.Item>
                    ))}
                  </List>
                </div>
              )}
            </SimpleGrid>
          )}
        </Stack>
      )}
    </Card>
  );
}
