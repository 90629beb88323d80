import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/app/session';

/**
 * The employee single-sign-on button. The full OpenID Connect flow (state,
 * PKCE, code exchange at users/adfs_login/) is built by the SSO issue; here
 * the button is shown when adfs_base_url and adfs_client_id are configured.
 */
export function SsoButton(props: ButtonProps) {
  const { t } = useTranslation();
  const { config } = useSession();
  const base = config?.theme.adfs_base_url;
  return (
    <Button variant="default" fullWidth size="md" component="a" href={base ?? '#'} {...props}>
      {t('login.sso')}
    </Button>
  );
}
