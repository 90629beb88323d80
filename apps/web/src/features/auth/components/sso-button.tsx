import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { ssoAuthorize } from '../api/sso-authorize';

interface Props extends ButtonProps {
  /** Called with a translation key when the sign-in cannot start. */
  onError: (key: string) => void;
}

/**
 * The employee single-sign-on button: asks the server for the provider's
 * authorization URL (with state, nonce and PKCE) and sends the browser there.
 */
export function SsoButton({ onError, ...props }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const { authorization_url } = await ssoAuthorize();
      window.location.assign(authorization_url);
    } catch (err) {
      setBusy(false);
      onError(err instanceof ApiError && err.code.startsWith('SSO_') ? `sso.${err.code}` : 'sso.error_generic');
    }
  };
  return (
    <Button
      variant="default"
      fullWidth
      size="md"
      loading={busy}
      onClick={start}
      // The label wraps rather than being cut on a phone ("Employee single sign-…", "…voor medewerke").
      styles={{
        root: { height: 'auto', minHeight: 42, paddingBlock: 8 },
        label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3, overflow: 'visible' },
      }}
      {...props}
    >
      {t('login.sso')}
    </Button>
  );
}
