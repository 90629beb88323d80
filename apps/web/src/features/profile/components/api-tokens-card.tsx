import { Alert, Badge, Button, Code, CopyButton, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { API_TOKEN_SCOPES, STAFF_ONLY_SCOPES, type TApiToken, type TApiTokenCreated } from '@flexapp/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date-time';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/api-tokens';
import { ApiTokenForm } from '@/components/api-token-form/api-token-form';
import { scopeLabelKey } from '@/components/api-token-form/scope-labels';

/** Personal API tokens (decision 210): make one (shown once), see the others with their last use, revoke. */
export function ApiTokensCard({ staff }: { staff: boolean }) {
  const { t } = useTranslation();
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const scopes = API_TOKEN_SCOPES.filter((s) => staff || !STAFF_ONLY_SCOPES.includes(s));
  const [made, setMade] = useState<TApiTokenCreated | null>(null);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="tokens-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="tokens-title">
          {t('outreach.tokens.title')}
        </Title>
        <Text size="sm">{t('outreach.tokens.intro')}</Text>
        {made ? (
          <MadeToken token={made} onDone={() => setMade(null)} />
        ) : (
          <ApiTokenForm scopes={scopes} create={create} onCreated={setMade} label={t('outreach.tokens.new')} />
        )}
        {tokens.isPending && <Loader size="sm" role="status" aria-label={t('outreach.loading')} />}
        {tokens.isError && <Alert color="red">{t('outreach.tokens.failed')}</Alert>}
        {tokens.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('outreach.tokens.none')}
          </Text>
        )}
        {tokens.data && tokens.data.length > 0 && (
          <Stack
            gap="xs"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('outreach.tokens.list')}
          >
            {tokens.data.map((token) => (
              <TokenRow key={token.id} token={token} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function MadeToken({ token, onDone }: { token: TApiTokenCreated; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="teal" title={t('outreach.tokens.made', { name: token.name })} role="status">
      <Stack gap="xs">
        <Text size="sm">{t('outreach.tokens.once')}</Text>
        <Code block data-testid="new-token" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {token.token}
        </Code>
        <Group gap="sm">
          <CopyButton value={token.token}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? t('outreach.tokens.copied') : t('outreach.tokens.copy')}
              </Button>
            )}
          </CopyButton>
          <Button variant="subtle" onClick={onDone}>
            {t('outreach.tokens.done')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function TokenRow({ token }: { token: TApiToken }) {
  const { t } = useTranslation();
  const revoke = useRevokeApiToken();
  return (
    <Paper withBorder p="sm" radius="sm" component="li" aria-label={token.name}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {token.name} <Code>{token.hint}…</Code>
          </Text>
          {token.expired && <Badge color="gray">{t('outreach.tokens.expired')}</Badge>}
        </Group>
        <Text size="xs">{token.scopes.map((s) => t(scopeLabelKey[s])).join(', ')}</Text>
        <Text size="xs" c="dimmed">
          {t('outreach.tokens.created', { at: formatDateTime(token.created_at) })} ·{' '}
          {token.expires_at
            ? t('outreach.tokens.expires', { at: formatDateTime(token.expires_at) })
            : t('outreach.tokens.no_expiry')}{' '}
          ·{' '}
          {token.last_used_at
            ? t('outreach.tokens.last_used', { at: formatDateTime(token.last_used_at) })
            : t('outreach.tokens.never_used')}
        </Text>
        <Group>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={revoke.isPending}
            aria-label={t('outreach.tokens.revoke_named', { name: token.name })}
            onClick={() => {
              if (!window.confirm(t('outreach.tokens.revoke_confirm', { name: token.name }))) return;
              revoke.mutate(token.id, {
                onSuccess: () =>
                  notifications.show({ color: 'teal', message: t('outreach.tokens.revoked', { name: token.name }) }),
              });
            }}
          >
            {t('outreach.tokens.revoke')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
