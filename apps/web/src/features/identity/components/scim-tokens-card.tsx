import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconKey, IconTrash } from '@tabler/icons-react';
import type { TScimTokenCreated } from '@flexapp/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/components/scroll-table/scroll-table';
import { formatDateTime } from '@/lib/format-date-time';
import { createScimToken, errorText, revokeScimToken, useIdentityMutation, useScimTokens } from '../api/identity';

/** SCIM tokens (decision 231): make one (shown once), see when each was last used, revoke. */
export function ScimTokensCard() {
  const { t, i18n } = useTranslation();
  const tokens = useScimTokens();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<TScimTokenCreated | null>(null);
  const create = useIdentityMutation(createScimToken);
  const revoke = useIdentityMutation(revokeScimToken);
  const fail = (err: unknown) => notifications.show({ color: 'red', message: errorText(err, i18n.language) });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    create.mutate(name.trim(), {
      onSuccess: (token) => {
        setCreated(token);
        setName('');
      },
      onError: fail,
    });
  };
  const confirmRevoke = (id: number, tokenName: string) =>
    modals.openConfirmModal({
      title: t('identity.scim.revoke_title', { name: tokenName }),
      children: <Text size="sm">{t('identity.scim.revoke_text')}</Text>,
      labels: { confirm: t('identity.scim.revoke'), cancel: t('identity.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => revoke.mutate(id, { onError: fail }),
    });

  return (
    <Card withBorder component="section" aria-labelledby="scim-title">
      <Stack>
        <Title order={2} size="h4" id="scim-title">
          {t('identity.scim.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('identity.scim.intro', { url: `${window.location.origin}/scim/v2` })}
        </Text>
        <form onSubmit={submit}>
          <Group align="end">
            <TextInput
              label={t('identity.scim.name')}
              value={name}
              maxLength={100}
              onChange={(e) => setName(e.currentTarget.value)}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button type="submit" leftSection={<IconKey size={16} />} loading={create.isPending}>
              {t('identity.scim.create')}
            </Button>
          </Group>
        </form>
        {created && (
          <Alert
            color="teal"
            title={t('identity.scim.created_title', { name: created.name })}
            withCloseButton
            onClose={() => setCreated(null)}
          >
            <Stack gap="xs">
              <Text size="sm">{t('identity.scim.created_text')}</Text>
              <Group gap="xs" wrap="nowrap">
                <Code data-testid="scim-token" style={{ wordBreak: 'break-all' }}>
                  {created.token}
                </Code>
                <CopyButton value={created.token}>
                  {({ copied, copy }) => (
                    <ActionIcon variant="light" onClick={copy} aria-label={t('identity.scim.copy')}>
                      {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    </ActionIcon>
                  )}
                </CopyButton>
              </Group>
            </Stack>
          </Alert>
        )}
        <ScrollTable label={t('identity.scim.title')}>
          <Table data-testid="scim-tokens-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('identity.scim.name')}</Table.Th>
                <Table.Th>{t('identity.scim.hint')}</Table.Th>
                <Table.Th>{t('identity.scim.created_at')}</Table.Th>
                <Table.Th>{t('identity.scim.last_used')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('identity.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tokens.data?.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Text c="dimmed" ta="center" py="sm">
                      {t('identity.scim.none')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {tokens.data?.map((token) => (
                <Table.Tr key={token.id} aria-label={token.name}>
                  <Table.Td>{token.name}</Table.Td>
                  <Table.Td>
                    <Code>{token.hint}…</Code>
                  </Table.Td>
                  <Table.Td>{formatDateTime(token.created_at)}</Table.Td>
                  <Table.Td>
                    {token.last_used_at ? formatDateTime(token.last_used_at) : t('identity.scim.never')}
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => confirmRevoke(token.id, token.name)}
                      aria-label={t('identity.scim.revoke_named', { name: token.name })}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      </Stack>
    </Card>
  );
}
