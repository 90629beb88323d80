import { Button } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SAML_LOGIN_URL } from '../api/saml';

/** "Sign in with <provider>": a plain link, the server answers with the redirect to the provider. */
export function SamlButton({ name, disabled }: { name: string; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button
      component="a"
      href={SAML_LOGIN_URL}
      variant="default"
      fullWidth
      size="md"
      leftSection={<IconKey size={18} />}
      data-disabled={disabled || undefined}
      styles={{
        root: { height: 'auto', minHeight: 42, paddingBlock: 8 },
        label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3, overflow: 'visible' },
      }}
    >
      {t('saml.sign_in_with', { name })}
    </Button>
  );
}
