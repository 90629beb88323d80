import { ActionIcon, Code, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconKey, IconTrash } from '@tabler/icons-react';
import type { TScimTokenCreated } from '@flexapp/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCard } from '@/components/list-card/list-card';
import { NameForm } from '@/components/list-card/name-form';
import { OnceSecret } from '@/components/once-secret/once-secret';
import { apiErrorText } from '@/lib/api-error-text';
import { formatDateTime } from '@/lib/format-date-time';
import { createScimToken, revokeScimToken, useIdentityMutation, useScimTokens } from '../api/identity';

/** SCIM tokens (decision 231): make one (shown once), see when each was last used, revoke. */
export function ScimTokensCard() {
  const { t, i18n } = useTranslation();
  const tokens = useScimTokens();
  const [created, setCreated] = useState<TScimTokenCreated | null>(null);
  const create = useIdentityMutation(createScimToken);
  const revoke = useIdentityMutation(revokeScimToken);
  const fail = (err: unknown) => notifications.show({ color: 'red', message: apiErrorText(err, i18n.language) });

  const confirmRevoke = (id: number, tokenName: string) =>
    modals.openConfirmModal({
      title: t('identity.scim.revoke_title', { name: tokenName }),
      children: <Text size="sm">{t('identity.scim.revoke_text')}</Text>,
      labels: { confirm: t('identity.scim.revoke'), cancel: t('identity.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => revoke.mutate(id, { onError: fail }),
    });

  return (
    <ListCard
      title={t('identity.scim.title')}
      titleId="scim-title"
      intro={t('identity.scim.intro', { url: `${window.location.origin}/scim/v2` })}
      columns={[
        t('identity.scim.name'),
        t('identity.scim.hint'),
        t('identity.scim.created_at'),
        t('identity.scim.last_used'),
      ]}
      actionsLabel={t('identity.actions')}
      empty={t('identity.scim.none')}
      tableTestId="scim-tokens-table"
      rows={tokens.data?.map((token) => (
        <Table.Tr key={token.id} aria-label={token.name}>
          <Table.Td>{token.name}</Table.Td>
          <Table.Td>
            <Code>{token.hint}…</Code>
          </Table.Td>
          <Table.Td>{formatDateTime(token.created_at)}</Table.Td>
          <Table.Td>{token.last_used_at ? formatDateTime(token.last_used_at) : t('identity.scim.never')}</Table.Td>
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
    >
      <NameForm
        label={t('identity.scim.name')}
        maxLength={100}
        submitLabel={t('identity.scim.create')}
        icon={<IconKey size={16} />}
        loading={create.isPending}
        onSubmit={async (name) => {
          try {
            setCreated(await create.mutateAsync(name));
            return true;
          } catch (err) {
            fail(err);
            return false;
          }
        }}
      />
      {created && (
        <OnceSecret
          title={t('identity.scim.created_title', { name: created.name })}
          text={t('identity.scim.created_text')}
          secret={created.token}
          copyLabel={t('identity.scim.copy')}
          testId="scim-token"
          onClose={() => setCreated(null)}
        />
      )}
    </ListCard>
  );
}
