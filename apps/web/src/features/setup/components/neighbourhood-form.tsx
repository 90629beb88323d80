import {
  MAX_NEIGHBOURHOOD_NAME,
  MAX_NEIGHBOURHOOD_OPEN_DAYS,
  type TNeighbourhood,
  type TNeighbourhoodSave,
  type TSetupNeighbourhoods,
} from '@flexapp/contract';
import {
  Button,
  Card,
  Chip,
  ColorInput,
  Group,
  MultiSelect,
  NumberInput,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveNeighbourhood } from '../api/neighbourhoods';
import { apiErrorText } from '@/lib/api-error-text';
import { NeighbourhoodPlan } from './neighbourhood-plan';

type Choices = Omit<TSetupNeighbourhoods, 'neighbourhoods'>;
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
const blank: TNeighbourhoodSave = {
  name: '',
  colour: '#1c7ed6',
  access: 'groups_first',
  open_days_before: 1,
  open_time: '15:00',
  weekdays: [1, 2, 3, 4, 5],
  desk_ids: [],
  room_ids: [],
  floor_ids: [],
  group_ids: [],
};
const fromSaved = ({ id: _id, ...n }: TNeighbourhood): TNeighbourhoodSave => n;
const asOptions = (list: { id: number; label: string }[]) => list.map((c) => ({ value: String(c.id), label: c.label }));
const asIds = (values: string[]) => values.map(Number);

/** A weekday's short name in the language (ISO 1 = Monday; 1 January 2024 was a Monday). */
const weekdayName = (day: number, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(Date.UTC(2024, 0, day));

/** Decision 310: a neighbourhood's name, colour, places, groups and rule; new when `saved` is absent. */
export function NeighbourhoodForm({
  saved,
  choices,
  onDone,
}: {
  saved?: TNeighbourhood;
  choices: Choices;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const save = useSaveNeighbourhood();
  const [value, setValue] = useState<TNeighbourhoodSave>(saved ? fromSaved(saved) : blank);
  const set = (patch: Partial<TNeighbourhoodSave>) => setValue((v) => ({ ...v, ...patch }));
  const first = value.access === 'groups_first';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: TNeighbourhoodSave = first
      ? { ...value, open_days_before: value.open_days_before ?? 1, open_time: value.open_time || '15:00' }
      : { ...value, open_days_before: null, open_time: null };
    save.mutate({ id: saved?.id ?? null, body }, { onSuccess: onDone });
  };
  const multi = (
    label: string,
    list: { id: number; label: string }[],
    key: 'desk_ids' | 'room_ids' | 'floor_ids' | 'group_ids',
  ) => (
    <MultiSelect
      label={label}
      placeholder={t('setup.neighbourhoods.choose')}
      searchable
      clearable
      data={asOptions(list)}
      value={value[key].map(String)}
      onChange={(v) => set({ [key]: asIds(v) })}
      comboboxProps={{ withinPortal: true }}
    />
  );
  return (
    <Card
      withBorder
      padding="sm"
      component="form"
      onSubmit={submit}
      aria-label={saved ? t('setup.neighbourhoods.edit', { name: saved.name }) : t('setup.neighbourhoods.new')}
    >
      <Stack gap="sm">
        <Group align="end" wrap="wrap" gap="sm">
          <TextInput
            label={t('setup.neighbourhoods.name')}
            required
            maxLength={MAX_NEIGHBOURHOOD_NAME}
            value={value.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
          />
          <ColorInput
            label={t('setup.neighbourhoods.colour')}
            format="hex"
            withEyeDropper={false}
            value={value.colour}
            onChange={(colour) => set({ colour })}
          />
        </Group>
        <NeighbourhoodPlan
          value={value}
          colour={value.colour}
          floors={choices.floors}
          desks={choices.desks}
          onChange={set}
        />
        {multi(t('setup.neighbourhoods.desks'), choices.desks, 'desk_ids')}
        {multi(t('setup.neighbourhoods.rooms'), choices.rooms, 'room_ids')}
        {multi(t('setup.neighbourhoods.floors'), choices.floors, 'floor_ids')}
        {multi(t('setup.neighbourhoods.groups'), choices.groups, 'group_ids')}
        <Text size="xs" c="dimmed" mt={-8}>
          {t('setup.neighbourhoods.groups_hint')}
        </Text>
        <Radio.Group
          label={t('setup.neighbourhoods.access')}
          value={value.access}
          onChange={(v) => set({ access: v as TNeighbourhoodSave['access'] })}
        >
          <Stack gap={6} mt={4}>
            <Radio value="groups_only" label={t('setup.neighbourhoods.groups_only')} />
            <Radio value="groups_first" label={t('setup.neighbourhoods.groups_first')} />
          </Stack>
        </Radio.Group>
        {first && (
          <Group align="end" gap="sm" wrap="wrap">
            <NumberInput
              label={t('setup.neighbourhoods.open_days_before')}
              min={0}
              max={MAX_NEIGHBOURHOOD_OPEN_DAYS}
              allowDecimal={false}
              w={160}
              value={value.open_days_before ?? 1}
              onChange={(v) => set({ open_days_before: typeof v === 'number' ? v : null })}
            />
            <TextInput
              type="time"
              label={t('setup.neighbourhoods.open_time')}
              w={140}
              required
              value={value.open_time ?? ''}
              onChange={(e) => set({ open_time: e.currentTarget.value.slice(0, 5) })}
            />
          </Group>
        )}
        <div role="group" aria-label={t('setup.neighbourhoods.weekdays')}>
          <Text size="sm" fw={500} mb={4}>
            {t('setup.neighbourhoods.weekdays')}
          </Text>
          <Chip.Group
            multiple
            value={value.weekdays.map(String)}
            onChange={(v) => set({ weekdays: asIds(v).sort((a, b) => a - b) })}
          >
            <Group gap={6}>
              {WEEKDAYS.map((d) => (
                <Chip key={d} value={String(d)} size="sm">
                  {weekdayName(d, i18n.language)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </div>
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {saved ? t('setup.neighbourhoods.save') : t('setup.neighbourhoods.create')}
          </Button>
          {saved && (
            <Button variant="default" onClick={onDone}>
              {t('setup.neighbourhoods.cancel')}
            </Button>
          )}
          {save.error && (
            <Text size="sm" c="red" role="alert">
              {apiErrorText(save.error, i18n.language)}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
