import {
  Alert,
  Button,
  Checkbox,
  ColorInput,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { ROOM_EQUIPMENT, minutesToClockTime } from '@flexapp/contract';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaceKind } from '../api/places';
import { apiErrorText } from '@/lib/api-error-text';

export interface PlaceValues {
  name: string;
  booking_limit: number | '';
  /** Buildings: HH:MM when forgotten check-ins end, '' = never. */
  closing_time: string;
  type: 'WORKSPACE' | 'MEETING';
  capacity: number | '';
  label: string;
  is_closed: boolean;
  pin_color: string;
  /** Meeting rooms: screen, video, whiteboard. */
  equipment: string[];
  /** Buildings: meeting rooms can be booked from, until (HH:MM). */
  opens_at: string;
  closes_at: string;
}

const empty: PlaceValues = {
  name: '',
  booking_limit: '',
  closing_time: '',
  type: 'WORKSPACE',
  capacity: '',
  label: '',
  is_closed: false,
  pin_color: '#1c7ed6',
  equipment: [],
  opens_at: '08:00',
  closes_at: '18:00',
};
const QUARTERS = Array.from({ length: 96 }, (_, i) => minutesToClockTime(i * 15));

/** Create or edit one building, floor, room or desk: the fields that kind has. */
export function PlaceFormModal({
  kind,
  opened,
  initial,
  onClose,
  onSubmit,
}: {
  kind: PlaceKind;
  opened: boolean;
  initial?: Partial<PlaceValues> & { name: string };
  onClose: () => void;
  onSubmit: (values: PlaceValues) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<PlaceValues>({
    mode: 'controlled',
    initialValues: empty,
    validate: {
      name: (v) =>
        v.trim() ? (v.trim().length > 100 ? t('setup.form.too_long') : null) : t('setup.form.name_required'),
      pin_color: (v) => (/^#[0-9a-fA-F]{6}$/.test(v) ? null : t('setup.form.color_invalid')),
      closing_time: (v) => (!v || /^([01]\d|2[0-3]):[0-5]\d$/.test(v) ? null : t('setup.form.closing_time_invalid')),
      closes_at: (v, values) => (v > values.opens_at ? null : t('setup.form.hours_invalid')),
    },
  });
  useEffect(() => {
    if (opened) {
      // Only the fields this kind has: a building has no pin colour, a desk no limit.
      const defined = Object.fromEntries(
        Object.entries(initial ?? {}).filter(([, v]) => v !== undefined && v !== null),
      );
      form.setValues({ ...empty, ...defined });
      form.resetDirty();
      setError(null);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ ...values, name: values.name.trim(), label: values.label.trim() });
      onClose();
    } catch (err) {
      setError(apiErrorText(err, i18n.language));
    } finally {
      setBusy(false);
    }
  });
  const kindLabel = t(`setup.kind.${kind}`);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={
        initial ? t('setup.form.edit_title', { kind: kindLabel }) : t('setup.form.create_title', { kind: kindLabel })
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('setup.form.name')} withAsterisk data-autofocus {...form.getInputProps('name')} />
          {(kind === 'buildings' || kind === 'floors') && (
            <NumberInput
              label={t('setup.form.booking_limit')}
              description={t('setup.form.booking_limit_help')}
              min={0}
              allowDecimal={false}
              {...form.getInputProps('booking_limit')}
            />
          )}
          {kind === 'buildings' && (
            <>
              <Group grow>
                <Select
                  label={t('setup.form.opens_at')}
                  data={QUARTERS}
                  allowDeselect={false}
                  searchable
                  {...form.getInputProps('opens_at')}
                />
                <Select
                  label={t('setup.form.closes_at')}
                  data={QUARTERS}
                  allowDeselect={false}
                  searchable
                  {...form.getInputProps('closes_at')}
                />
              </Group>
              <TextInput
                type="time"
                label={t('setup.form.closing_time')}
                description={t('setup.form.closing_time_help')}
                w={200}
                {...form.getInputProps('closing_time')}
              />
            </>
          )}
          {kind === 'rooms' && (
            <>
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('setup.form.type')}
                </Text>
                <SegmentedControl
                  data={[
                    { value: 'WORKSPACE', label: t('setup.room_type.WORKSPACE') },
                    { value: 'MEETING', label: t('setup.room_type.MEETING') },
                  ]}
                  {...form.getInputProps('type')}
                />
              </Stack>
              <NumberInput
                label={t('setup.form.capacity')}
                min={0}
                allowDecimal={false}
                {...form.getInputProps('capacity')}
              />
              {form.values.type === 'MEETING' && (
                <Checkbox.Group label={t('setup.form.equipment')} {...form.getInputProps('equipment')}>
                  <Group gap="md" mt={4}>
                    {ROOM_EQUIPMENT.map((e) => (
                      <Checkbox key={e} value={e} label={t(`setup.form.equipment_${e}`)} />
                    ))}
                  </Group>
                </Checkbox.Group>
              )}
            </>
          )}
          {kind === 'desks' && (
            <>
              <TextInput
                label={t('setup.form.label')}
                description={t('setup.form.label_help')}
                {...form.getInputProps('label')}
              />
              <ColorInput label={t('setup.form.pin_color')} format="hex" {...form.getInputProps('pin_color')} />
              <Checkbox label={t('setup.form.is_closed')} {...form.getInputProps('is_closed', { type: 'checkbox' })} />
            </>
          )}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('setup.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('setup.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The request body fields of a kind from the form values. */
export function placeBody(kind: PlaceKind, v: PlaceValues) {
  const limit = v.booking_limit === '' ? null : Number(v.booking_limit);
  switch (kind) {
    case 'buildings':
      return {
        name: v.name,
        booking_limit: limit,
        closing_time: v.closing_time || null,
        opens_at: v.opens_at,
        closes_at: v.closes_at,
      };
    case 'floors':
      return { name: v.name, booking_limit: limit };
    case 'rooms':
      return {
        name: v.name,
        type: v.type,
        capacity: v.capacity === '' ? null : Number(v.capacity),
        equipment: v.type === 'MEETING' ? v.equipment : [],
      };
    case 'desks':
      return { name: v.name, label: v.label || v.name, is_closed: v.is_closed, pin_color: v.pin_color };
  }
}
