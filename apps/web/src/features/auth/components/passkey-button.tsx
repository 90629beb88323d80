import { Button } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { passkeyLogin } from '../api/passkey-login';

/** The translation key of a failed passkey sign-in. */
function failureKey(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.code === 'PASSWORD_SIGN_IN_DISABLED') return 'saml.password_disabled';
    if (err.code === 'RATE_LIMITED') return 'login.error_rate_limited';
    return err.status === 0 || err.status >= 500 ? 'login.error_network' : 'passkeys.sign_in_failed';
  }
  return 'passkeys.cancelled';
}

/** "Sign in with a passkey" (decision 307): the browser offers this site's passkeys, no password needed. */
export function PasskeyButton(props: {
  onSignedIn: (token: string) => Promise<void>;
  onError: (key: string | null) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="default"
      fullWidth
      size="md"
      // The Dutch label is longer than a phone's button: it wraps, never clipped (as the SAML button).
      styles={{
        root: { height: 'auto', minHeight: 42, paddingBlock: 8 },
        label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3, overflow: 'visible' },
      }}
      leftSection={<IconKey size={18} />}
      loading={busy}
      onClick={async () => {
        props.onError(null);
        setBusy(true);
        try {
          await props.onSignedIn(await passkeyLogin());
        } catch (err) {
          props.onError(failureKey(err));
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('passkeys.sign_in')}
    </Button>
  );
}
