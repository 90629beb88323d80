import { Alert, Stack, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { runtimeKey } from '@/lib/translation-key';

/** Shown on routes whose screen arrives with a later issue: the route and its guard already work. */
export function PagePlaceholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Stack p="md" gap="md">
      <Title order={1} size="h2">
        {t(runtimeKey(titleKey))}
      </Title>
      <Alert icon={<IconTools size={18} />} color="gray" variant="light">
        {t('placeholder.coming')}
      </Alert>
    </Stack>
  );
}
