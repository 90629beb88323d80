import { API_TOKEN_SCOPES, type TServiceAccountCreated } from '@flexapp/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiTokenForm } from '@/components/api-token-form/api-token-form';
import { ListCard } from '@/components/list-card/list-card';
import { OnceSecret } from '@/components/once-secret/once-secret';
import { useActionError } from '@/lib/use-action-error';
import {
  addServiceAccountToken,
  createServiceAccount,
  removeServiceAccount,
  revokeServiceAccountToken,
  useServiceAccountMutation,
  useServiceAccounts,
} from '../api/service-accounts';
import { ServiceAccountRows } from '../components/service-account-rows';

/**
 * Setup › Service accounts (decisions 211, 321): make one with scopes and an expiry (its token shown once), see each
 * token's scopes, expiry and last use, revoke a token, remove an account. Removed accounts are not listed.
 */
export default function ServiceAccountsPage() {
  const { t } = useTranslation();
  const accounts = useServiceAccounts();
  const create = useServiceAccountMutation(createServiceAccount);
  const revoke = useServiceAccountMutation(revokeServiceAccountToken);
  const remove = useServiceAccountMutation(removeServiceAccount);
  const add = useServiceAccountMutation(addServiceAccountToken);
  const [made, setMade] = useState<TServiceAccountCreated | null>(null);
  const [rotated, setRotated] = useState(false);
  const { error, run } = useActionError();

  return (
    <ListCard
      title={t('service_accounts.title')}
      titleId="service-accounts-title"
      intro={t('service_accounts.intro')}
      error={error}
      columns={[
        t('service_accounts.name'),
        t('service_accounts.token'),
        t('service_accounts.scopes'),
        t('service_accounts.expires'),
        t('service_accounts.last_used'),
      ]}
      actionsLabel={t('service_accounts.actions')}
      empty={t('service_accounts.none')}
      tableTestId="service-accounts-table"
      minWidth={720}
      rows={accounts.data
        ?.filter((a) => a.active)
        .map((account) => (
          <ServiceAccountRows
            key={account.id}
            account={account}
            actions={{
              revoke: (tokenId, hint) => {
                if (!window.confirm(t('service_accounts.revoke_confirm', { name: account.name, hint }))) return;
                void run(() => revoke.mutateAsync({ id: account.id, tokenId }));
              },
              rotate: () => {
                // Rotation without downtime (decision 386): the newest token's scopes and expiry, shown once.
                const newest = account.tokens.reduce((a, b) => (b.id > a.id ? b : a));
                const body = {
                  name: account.name,
                  scopes: newest.scopes,
                  expires_at: newest.expired ? null : newest.expires_at,
                };
                void run(async () => {
                  setMade({ ...account, token: await add.mutateAsync({ id: account.id, body }) });
                  setRotated(true);
                });
              },
              remove: () => {
                if (!window.confirm(t('service_accounts.remove_confirm', { name: account.name }))) return;
                void run(() => remove.mutateAsync(account.id));
              },
            }}
          />
        ))}
    >
      {made ? (
        <OnceSecret
          title={t(rotated ? 'service_accounts.made_token' : 'service_accounts.made', { name: made.name })}
          text={t('service_accounts.once')}
          secret={made.token.token}
          copyLabel={t('service_accounts.copy')}
          testId="service-account-token"
          onClose={() => setMade(null)}
        />
      ) : (
        <ApiTokenForm
          scopes={API_TOKEN_SCOPES}
          create={create}
          onCreated={(m) => {
            setMade(m);
            setRotated(false);
          }}
          label={t('service_accounts.new')}
        />
      )}
    </ListCard>
  );
}
