import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import type { TExportFormat } from '@flexapp/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadPersonalData } from '@/lib/export/personal-data';

/** Everything flexapp holds about the signed-in person, as JSON or a readable PDF (issue 38). */
export function MyDataCard() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<TExportFormat | null>(null);
  const download = async (format: TExportFormat) => {
    setBusy(format);
    try {
      await downloadPersonalData('users/self/export', format);
    } catch (err) {
      notifications.show({ color: 'red', message: err instanceof Error ? err.message : t('privacy.export_failed') });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="my-data-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="my-data-title">
          {t('privacy.my_data_title')}
        </Title>
        <Text size="sm">{t('privacy.my_data_intro')}</Text>
        <Group gap="sm">
          {(['json', 'pdf'] as const).map((format) => (
            <Button
              key={format}
              variant="light"
              leftSection={<IconDownload size={16} />}
              loading={busy === format}
              disabled={busy !== null && busy !== format}
              onClick={() => void download(format)}
            >
              {t(`privacy.download_${format}`)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
