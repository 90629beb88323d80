import { Button, Group, Image, NumberInput, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { MAX_REMINDER_MINUTES, MAX_RULE_MINUTES, type TConfig, ZSettingsUpdateSchema } from '@flexapp/contract';
import { useTranslation } from 'react-i18next';
import { contractRules } from '@/lib/contract-form';
import { useUpdateSettings } from '../api/settings';
import { apiErrorText } from './api-error';

const readOnly = [
  'checkin_workspace_read_only_mode',
  'checkin_meeting_read_only_mode',
  'checkin_homework_read_only_mode',
] as const;
const flags = ['menu_enable_booking', 'enable_register_guest', 'enable_public_register_guest'] as const;
/** The time rules the job runner applies (issue 14): minutes, 0 = off. */
const minuteRules = [
  ['auto_release_minutes', MAX_RULE_MINUTES],
  ['reminder_minutes', MAX_REMINDER_MINUTES],
  ['confirmation_grace_minutes', MAX_RULE_MINUTES],
] as const;

interface SettingsValues extends Record<string, unknown> {
  bookable_days: number | string;
  room_booking_max_minutes: number | string;
  theme_logo: string;
  adfs_base_url: string;
  adfs_client_id: string;
}

/** An empty number field is no number (Number('') would be 0, a valid number of minutes). */
const numberOf = (v: unknown) => (v === '' || v === null ? Number.NaN : Number(v));

/** The PATCH body of the whole form; only its changed keys are sent. */
const bodyOf = (values: SettingsValues) => ({
  bookable_days: numberOf(values.bookable_days),
  room_booking_max_minutes: numberOf(values.room_booking_max_minutes),
  theme_logo: values.theme_logo.trim() || null,
  adfs_base_url: values.adfs_base_url.trim() || null,
  adfs_client_id: values.adfs_client_id.trim() || null,
  ...Object.fromEntries([...readOnly, ...flags].map((k) => [k, values[k] as boolean])),
  ...Object.fromEntries(minuteRules.map(([k]) => [k, numberOf(values[k])])),
  confirmation_required: values.confirmation_required as boolean,
});

/** Bookable days, read-only check-in types, feature flags and the logo: what GET configuration/config answers. */
export function SettingsCard({ config }: { config: TConfig }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateSettings();
  const fieldMessage: Record<string, string> = {
    bookable_days: t('setup.rules.bookable_days_invalid'),
    room_booking_max_minutes: t('setup.rules.room_max_invalid'),
    theme_logo: t('setup.rules.logo_invalid'),
    adfs_base_url: t('setup.rules.sso_issuer_invalid'),
    ...Object.fromEntries(minuteRules.map(([k, max]) => [k, t('setup.rules.minutes_invalid', { max })])),
  };
  const rules = contractRules(ZSettingsUpdateSchema, bodyOf, (field) => fieldMessage[field] ?? t('setup.too_long'));
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      bookable_days: config.booking.bookable_days as number | string,
      room_booking_max_minutes: config.booking.room_booking_max_minutes as number | string,
      theme_logo: config.theme.logo ?? '',
      adfs_base_url: config.theme.adfs_base_url ?? '',
      adfs_client_id: config.theme.adfs_client_id ?? '',
      ...Object.fromEntries(readOnly.map((k) => [k, config[k]])),
      ...Object.fromEntries(flags.map((k) => [k, config.theme[k]])),
      ...Object.fromEntries(minuteRules.map(([k]) => [k, config.booking[k]])),
      confirmation_required: config.booking.confirmation_required,
    } as SettingsValues,
    // The bounds are the contract's (ZSettingsUpdateSchema); the form adds what only the browser needs:
    // a logo it can load (https://… or /…) and an issuer it can reach over http(s).
    validate: (values) => ({
      ...rules(values),
      ...(values.theme_logo && !/^(https?:\/\/|\/)\S+$/.test(values.theme_logo)
        ? { theme_logo: t('setup.rules.logo_invalid') }
        : {}),
      ...(values.adfs_base_url.trim() && !/^https?:\/\/\S+$/.test(values.adfs_base_url.trim())
        ? { adfs_base_url: t('setup.rules.sso_issuer_invalid') }
        : {}),
    }),
  });
  const submit = form.onSubmit((values) => {
    const body = bodyOf(values);
    // Only what this person changed is sent: a form opened earlier must not put back settings another staff
    // member (or another tab) changed meanwhile.
    const changed = Object.fromEntries(Object.entries(body).filter(([key]) => form.isDirty(key)));
    if (Object.keys(changed).length === 0) {
      notifications.show({ color: 'teal', message: t('setup.rules.saved') });
      return;
    }
    update.mutate(changed, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('setup.rules.saved') }),
      onError: (err) => notifications.show({ color: 'red', message: apiErrorText(err, i18n.language) }),
    });
  });
  const logo = form.values.theme_logo;
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={4}>{t('setup.rules.settings')}</Title>
          <NumberInput
            label={t('setup.rules.bookable_days')}
            description={t('setup.rules.bookable_days_help')}
            min={1}
            max={365}
            allowDecimal={false}
            w={260}
            {...form.getInputProps('bookable_days')}
          />
          <NumberInput
            label={t('setup.rules.room_max')}
            description={t('setup.rules.room_max_help')}
            min={15}
            max={1440}
            step={15}
            allowDecimal={false}
            w={260}
            {...form.getInputProps('room_booking_max_minutes')}
          />
          <Stack gap={6}>
            <Text fw={500} size="sm">
              {t('setup.rules.time_rules')}
            </Text>
            {minuteRules.map(([k, max]) => (
              <NumberInput
                key={k}
                label={t(`setup.rules.${k}`)}
                description={t(`setup.rules.${k}_help`)}
                min={0}
                max={max}
                allowDecimal={false}
                w={320}
                {...form.getInputProps(k)}
              />
            ))}
            <Switch
              label={t('setup.rules.confirmation_required')}
              description={t('setup.rules.confirmation_required_help')}
              {...form.getInputProps('confirmation_required', { type: 'checkbox' })}
            />
          </Stack>
          <Stack gap={6}>
            <Text fw={500} size="sm">
              {t('setup.rules.read_only')}
            </Text>
            {readOnly.map((k) => (
              <Switch key={k} label={t(`setup.rules.${k}`)} {...form.getInputProps(k, { type: 'checkbox' })} />
            ))}
          </Stack>
          <Stack gap={6}>
            <Text fw={500} size="sm">
              {t('setup.rules.flags')}
            </Text>
            {flags.map((k) => (
              <Switch key={k} label={t(`setup.rules.${k}`)} {...form.getInputProps(k, { type: 'checkbox' })} />
            ))}
          </Stack>
          <Group align="end">
            <TextInput
              label={t('setup.rules.logo')}
              description={t('setup.rules.logo_help')}
              w={420}
              {...form.getInputProps('theme_logo')}
            />
            {logo && <Image src={logo} alt={t('setup.rules.logo_preview')} h={40} w="auto" fit="contain" />}
          </Group>
          <Stack gap={6}>
            <Text fw={500} size="sm">
              {t('setup.rules.sso')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('setup.rules.sso_help')}
            </Text>
            <TextInput
              label={t('setup.rules.sso_issuer')}
              description={t('setup.rules.sso_issuer_help')}
              placeholder="https://login.example.com/realms/staff"
              maw={420}
              {...form.getInputProps('adfs_base_url')}
            />
            <TextInput label={t('setup.rules.sso_client_id')} maw={420} {...form.getInputProps('adfs_client_id')} />
          </Stack>
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t('setup.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
