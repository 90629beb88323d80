import { Alert, Button, Card, Group, LoadingOverlay, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';

interface CardShellProps {
  title: string;
  subtitle?: string;
  /** Shown at the right of the title (toggles, pickers). */
  actions?: ReactNode;
  /** First load: nothing to show yet. */
  loading: boolean;
  /** A refetch with the previous figures still on screen. */
  refreshing?: boolean;
  error: unknown;
  onRetry?: () => void;
  empty?: boolean;
  emptyText?: string;
  testId: string;
  children?: ReactNode;
  minHeight?: number;
}

/** A dashboard card with its loading, error and empty states, so no card swallows a failure. */
export function CardShell({
  title,
  subtitle,
  actions,
  loading,
  refreshing,
  error,
  onRetry,
  empty,
  emptyText,
  testId,
  children,
  minHeight = 120,
}: CardShellProps) {
  const { t } = useTranslation();
  const message = error instanceof ApiError && error.status !== 0 ? error.message : t('my_dashboard.error_network');
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      data-testid={testId}
      aria-busy={loading || refreshing ? 'true' : 'false'}
      h="100%"
    >
      <Group justify="space-between" align="flex-start" mb="sm" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Title order={3} size="h5">
            {title}
          </Title>
          {subtitle && (
            <Text size="xs" c="dimmed">
              {subtitle}
            </Text>
          )}
        </Stack>
        {actions}
      </Group>
      <div style={{ position: 'relative', minHeight }}>
        <LoadingOverlay
          visible={!!refreshing && !loading && !error}
          zIndex={5}
          overlayProps={{ blur: 1 }}
          loaderProps={{ size: 'sm' }}
        />
        {error ? (
          <Alert
            color="red"
            icon={<IconAlertTriangle size={18} />}
            title={t('my_dashboard.error_title')}
            data-testid={`${testId}-error`}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{message}</Text>
              {onRetry && (
                <Button size="xs" variant="light" color="red" onClick={onRetry}>
                  {t('my_dashboard.retry')}
                </Button>
              )}
            </Stack>
          </Alert>
        ) : loading ? (
          <Stack gap="xs" role="status" aria-label={t('my_dashboard.loading')}>
            <Skeleton height={16} width="40%" />
            <Skeleton height={minHeight - 40} />
          </Stack>
        ) : empty ? (
          <Text c="dimmed" size="sm" ta="center" py="xl" data-testid={`${testId}-empty`}>
            {emptyText ?? t('my_dashboard.no_data')}
          </Text>
        ) : (
          children
        )}
      </div>
    </Card>
  );
}

/** The state a CardShell needs from a TanStack query. */
export function queryState(q: {
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData?: boolean;
  error: unknown;
  refetch: () => unknown;
}) {
  return {
    loading: q.isPending,
    refreshing: q.isFetching,
    error: q.error,
    onRetry: () => void q.refetch(),
  };
}
