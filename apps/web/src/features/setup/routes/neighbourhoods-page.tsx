import type { TNeighbourhood, TSetupNeighbourhoods } from '@flexapp/contract';
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteNeighbourhood, useSetupNeighbourhoods } from '../api/neighbourhoods';
import { apiErrorText } from '@/lib/api-error-text';
import { NeighbourhoodForm } from '../components/neighbourhood-form';

/** Setup: neighbourhoods (decision 310), places given to groups with a rule of who books them and from when. */
export default function NeighbourhoodsPage() {
  const { t, i18n } = useTranslation();
  const data = useSetupNeighbourhoods();
  const [formKey, setFormKey] = useState(0);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('setup.neighbourhoods.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('setup.neighbourhoods.intro')}
      </Text>
      {data.isPending ? (
        <Loader role="status" aria-label={t('app.loading')} />
      ) : data.isError ? (
        <Alert color="red">{apiErrorText(data.error, i18n.language)}</Alert>
      ) : (
        <>
          <NeighbourhoodForm key={formKey} choices={data.data} onDone={() => setFormKey((k) => k + 1)} />
          {data.data.neighbourhoods.length === 0 ? (
            <Text c="dimmed">{t('setup.neighbourhoods.none')}</Text>
          ) : (
            data.data.neighbourhoods.map((n) => <NeighbourhoodCard key={n.id} neighbourhood={n} data={data.data} />)
          )}
        </>
      )}
    </Stack>
  );
}

function NeighbourhoodCard({ neighbourhood: n, data }: { neighbourhood: TNeighbourhood; data: TSetupNeighbourhoods }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const remove = useDeleteNeighbourhood();
  if (editing) return <NeighbourhoodForm saved={n} choices={data} onDone={() => setEditing(false)} />;
  const names = data.groups.filter((g) => n.group_ids.includes(g.id)).map((g) => g.label);
  const groups =
    names.length > 0 ? new Intl.ListFormat(i18n.language).format(names) : t('setup.neighbourhoods.no_groups');
  const count = n.desk_ids.length + n.room_ids.length + n.floor_ids.length;
  return (
    <Card withBorder padding="sm" component="article" aria-label={n.name}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap={8} wrap="nowrap">
          <span aria-hidden style={{ width: 14, height: 14, borderRadius: 7, background: n.colour, flexShrink: 0 }} />
          <div>
            <Text fw={600}>{n.name}</Text>
            <Text size="sm" c="dimmed">
              {n.access === 'groups_only'
                ? t('setup.neighbourhoods.summary_only', { groups })
                : t('setup.neighbourhoods.summary_first', { groups, days: n.open_days_before, time: n.open_time })}
              {' · '}
              {t('setup.neighbourhoods.places', { count })}
            </Text>
          </div>
        </Group>
        <Group gap="xs">
          <Button variant="light" size="compact-sm" onClick={() => setEditing(true)}>
            {t('setup.neighbourhoods.edit', { name: n.name })}
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            loading={remove.isPending}
            onClick={() => remove.mutate(n.id)}
          >
            {t('setup.neighbourhoods.delete')}
          </Button>
        </Group>
      </Group>
      {remove.error && (
        <Text size="sm" c="red" role="alert">
          {apiErrorText(remove.error, i18n.language)}
        </Text>
      )}
    </Card>
  );
}
