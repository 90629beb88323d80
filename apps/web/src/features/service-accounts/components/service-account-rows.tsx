import { Button, Code, Group, Table, Text } from '@mantine/core';
import type { TServiceAccount } from '@flexapp/contract';
import { useTranslation } from 'react-i18next';
import { scopeLabelKey } from '@/components/api-token-form/scope-labels';
import { formatDateTime } from '@/lib/format-date-time';

/**
 * A service account's rows: one per token (hint, scopes, expiry, last use, revoke), or one saying it has none; the
 * first row also adds a second token (rotation, decision 386) and removes the account.
 */
export function ServiceAccountRows({
  account,
  actions,
}: {
  account: TServiceAccount;
  actions: { revoke: (tokenId: number, hint: string) => void; rotate: () => void; remove: () => void };
}) {
  const { t } = useTranslation();
  const removeButton = (
    <Button
      size="compact-sm"
      variant="light"
      color="red"
      onClick={actions.remove}
      aria-label={t('service_accounts.remove_named', { name: account.name })}
    >
      {t('service_accounts.remove')}
    </Button>
  );
  if (account.tokens.length === 0)
    return (
      <Table.Tr aria-label={account.name} data-testid="service-account-row">
        <Table.Td>{account.name}</Table.Td>
        <Table.Td colSpan={4}>
          <Text size="sm" c="dimmed">
            {t('service_accounts.no_tokens')}
          </Text>
        </Table.Td>
        <Table.Td>
          <Group justify="flex-end">{removeButton}</Group>
        </Table.Td>
      </Table.Tr>
    );
  return account.tokens.map((token, i) => (
    <Table.Tr key={`${account.id}-${token.id}`} aria-label={account.name} data-testid="service-account-row">
      <Table.Td>{i === 0 ? account.name : ''}</Table.Td>
      <Table.Td>
        <Code>{token.hint}…</Code>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{token.scopes.map((s) => t(scopeLabelKey[s])).join(', ')}</Text>
      </Table.Td>
      <Table.Td>
        {token.expired
          ? t('service_accounts.expired')
          : token.expires_at
            ? formatDateTime(token.expires_at)
            : t('service_accounts.no_expiry')}
      </Table.Td>
      <Table.Td>{token.last_used_at ? formatDateTime(token.last_used_at) : t('service_accounts.never')}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => actions.revoke(token.id, token.hint)}
            aria-label={t('service_accounts.revoke_named', { name: account.name, hint: token.hint })}
          >
            {t('service_accounts.revoke')}
          </Button>
          {i === 0 && (
            <Button
              size="compact-sm"
              variant="light"
              onClick={actions.rotate}
              aria-label={t('service_accounts.rotate_named', { name: account.name })}
            >
              {t('service_accounts.rotate')}
            </Button>
          )}
          {i === 0 && removeButton}
        </Group>
      </Table.Td>
    </Table.Tr>
  ));
}
