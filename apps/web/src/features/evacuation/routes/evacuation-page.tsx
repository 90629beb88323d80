import { Alert, Button, Center, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter, IconShieldExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { downloadBlob } from '@/lib/export/download';
import { orgApiDate, orgTime } from '@/lib/org-time';
import { useEvacuationList } from '../api/get-evacuation';
import { evacuationCsv } from '../components/evacuation-csv';
import classes from '../components/evacuation.module.css';
import { PresentTable } from '../components/present-table';
import { UnconfirmedTable } from '../components/unconfirmed-table';

/**
 * The evacuation (BHV) list (issue 38, decision 365): everyone in the chosen building now, private bookings
 * included, then who is booked but not checked in; printable and exported as CSV. The building is in ?building=.
 */
export default function EvacuationPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('building'));
  const list = useEvacuationList(Number.isInteger(asked) && asked > 0 ? asked : null);

  if (list.isPending)
    return (
      <Center p="xl">
        <Loader aria-label={t('evacuation.loading')} />
      </Center>
    );
  if (list.isError)
    return (
      <Alert color="red" variant="light" m="md">
        {t('evacuation.error')}
      </Alert>
    );
  const data = list.data;
  const guests = data.present.filter((p) => p.kind === 'guest').length;
  const exportCsv = () =>
    downloadBlob(
      evacuationCsv(data, t),
      `flexapp_${orgApiDate(data.now)}_evacuation_${(data.building?.name ?? '').replace(/[^0-9A-Za-z-]+/g, '-')}.csv`,
    );

  return (
    <Stack p="md" gap="md">
      <Title order={1} size="h2">
        {data.building ? t('evacuation.title_of', { building: data.building.name }) : t('evacuation.title')}
      </Title>
      <Alert color="orange" variant="light" icon={<IconShieldExclamation size={20} />} title={t('evacuation.safety')}>
        {t('evacuation.safety_explain')}
      </Alert>
      <Group className={classes.controls} justify="space-between" align="end">
        {data.buildings.length > 1 ? (
          <Select
            label={t('evacuation.building')}
            data={data.buildings.map((b) => ({ value: String(b.id), label: b.name }))}
            value={data.building ? String(data.building.id) : null}
            onChange={(v) => v && setParams({ building: v })}
            allowDeselect={false}
            w={260}
          />
        ) : (
          <span />
        )}
        <Group gap="sm">
          <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
            {t('evacuation.print')}
          </Button>
          <Button variant="light" leftSection={<IconDownload size={18} />} onClick={exportCsv}>
            {t('evacuation.export')}
          </Button>
        </Group>
      </Group>
      {data.building === null ? (
        <Text>{t('evacuation.no_building')}</Text>
      ) : (
        <>
          <Text fw={600} aria-live="polite" data-testid="evacuation-summary">
            {t('evacuation.summary', {
              time: orgTime(data.now),
              count: data.present.length,
              guests,
              unconfirmed: data.unconfirmed.length,
            })}
          </Text>
          <Title order={2} size="h3">
            {t('evacuation.present_title')}
          </Title>
          <PresentTable people={data.present} />
          <Title order={2} size="h3">
            {t('evacuation.unconfirmed_title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('evacuation.unconfirmed_explain')}
          </Text>
          <UnconfirmedTable people={data.unconfirmed} />
        </>
      )}
    </Stack>
  );
}
