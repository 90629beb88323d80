import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { LANGUAGES, type Language, type TUser } from '@flexapp/contract';
import { useTranslation } from 'react-i18next';
import { useUpdateSelf } from '@/features/profile/api/update-self';
import { setLanguage } from '@/lib/i18n';

/** First name, last name and language (all required); saving switches the interface language at once. */
export function ProfileForm({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const update = useUpdateSelf();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      language: user.profile.language as string,
    },
    validate: {
      first_name: (v) => (v.trim() ? null : t('profile.first_name_required')),
      last_name: (v) => (v.trim() ? null : t('profile.last_name_required')),
      language: (v) => ((LANGUAGES as readonly string[]).includes(v) ? null : t('profile.language_required')),
    },
  });

  const submit = form.onSubmit((values) => {
    const language = values.language as Language;
    update.mutate(
      { first_name: values.first_name.trim(), last_name: values.last_name.trim(), profile: { language } },
      {
        onSuccess: async (saved) => {
          // The new language's strings may have to be downloaded first.
          await setLanguage(saved.profile.language);
          notifications.show({ color: 'teal', message: t('profile.saved', { lng: saved.profile.language }) });
        },
        // docs/product/access.md: failures of the profile save are not shown.
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={480}>
        <TextInput
          label={t('profile.first_name')}
          withAsterisk
          autoComplete="given-name"
          {...form.getInputProps('first_name')}
        />
        <TextInput
          label={t('profile.last_name')}
          withAsterisk
          autoComplete="family-name"
          {...form.getInputProps('last_name')}
        />
        <Select
          label={t('profile.language')}
          withAsterisk
          allowDeselect={false}
          data={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
          {...form.getInputProps('language')}
        />
        <Group>
          <Button type="submit" loading={update.isPending}>
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
