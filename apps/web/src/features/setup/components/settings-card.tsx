import { Button, Group, Image, NumberInput, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type TConfig, type TSettingKey, ZSettingsUpdateSchema } from '@flexapp/contract';
import { useTranslation } from 'react-i18next';
import { contractRules } from '@/lib/contract-form';
import { runtimeKey } from '@/lib/translation-key';
import { useUpdateSettings } from '../api/settings';
import { apiErrorText } from '@/lib/api-error-text';
import { bodyOf, formValuesOf, keysOf, SECTIONS, settingInput, type SettingsValues } from './setting-fields';

/** The settings (the contract's SETTING_GROUPS, decision 206): one section per group, one field per setting. */
export function SettingsCard({ config }: { config: TConfig }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateSettings();
  // The rule's bounds fill in each message ("from {{min}} to {{max}}"); every setting with bounds has one.
  const invalid = (key: string) =>
    t(runtimeKey(`setup.rules.${key}_invalid`), settingInput(key as TSettingKey) as Record<string, unknown>);
  const rules = contractRules(ZSettingsUpdateSchema, bodyOf, invalid);
  const form = useForm<SettingsValues>({
    mode: 'controlled',
    initialValues: formValuesOf(config),
    validate: rules,
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
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={4}>{t('setup.rules.settings')}</Title>
          {SECTIONS.map((group) => {
            const keys = keysOf(group);
            const help = `setup.rules.group_${group}_help`;
            return (
              <Stack key={group} gap={6}>
                {/* A group of one setting is headed by its field's own label. */}
                {keys.length > 1 && (
                  <Text fw={500} size="sm">
                    {t(runtimeKey(`setup.rules.group_${group}`))}
                  </Text>
                )}
                {i18n.exists(help) && (
                  <Text size="sm" c="dimmed">
                    {t(runtimeKey(help))}
                  </Text>
                )}
                {keys.map((key) => (
                  <SettingField key={key} setting={key} form={form} />
                ))}
              </Stack>
            );
          })}
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

/** One setting's field, as its rule says: a switch, a whole number within its bounds, or a text. */
function SettingField({ setting, form }: { setting: TSettingKey; form: UseFormReturnType<SettingsValues> }) {
  const { t, i18n } = useTranslation();
  const input = settingInput(setting);
  const label = t(`setup.rules.${setting}`);
  const helpKey = `setup.rules.${setting}_help`;
  const description = i18n.exists(helpKey) ? t(runtimeKey(helpKey), input as Record<string, unknown>) : undefined;
  if (input.kind === 'switch')
    return <Switch label={label} description={description} {...form.getInputProps(setting, { type: 'checkbox' })} />;
  if (input.kind === 'number')
    return (
      <NumberInput
        label={label}
        description={description}
        min={input.min}
        max={input.max}
        step={input.step}
        allowDecimal={false}
        w={320}
        {...form.getInputProps(setting)}
      />
    );
  const placeholderKey = `setup.rules.${setting}_placeholder`;
  const value = String(form.values[setting]);
  return (
    <Group align="end">
      <TextInput
        label={label}
        description={description}
        placeholder={i18n.exists(placeholderKey) ? t(runtimeKey(placeholderKey)) : undefined}
        w={420}
        maw="100%"
        {...form.getInputProps(setting)}
      />
      {setting === 'theme_logo' && value && (
        <Image src={value} alt={t('setup.rules.logo_preview')} h={40} w="auto" fit="contain" />
      )}
    </Group>
  );
}
