import {
  Button,
  Code,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  SAML_EXTERNAL_ID_ATTRIBUTE,
  type TSamlSetup,
  type TSamlSetupUpdate,
  ZSamlSetupUpdateSchema,
} from '@flexapp/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contractRules } from '@/lib/contract-form';
import { runtimeKey } from '@/lib/translation-key';
import { samlSetupQueryOptions, useSaveSamlSetup } from '../api/saml';
import { apiErrorText } from '@/lib/api-error-text';

const ATTRIBUTES = [
  'attribute_email',
  'attribute_first_name',
  'attribute_last_name',
  'attribute_language',
  'attribute_groups',
] as const;

type Values = Omit<TSamlSetupUpdate, 'metadata_url' | 'metadata_xml' | 'break_glass_username'> & {
  source: 'url' | 'xml';
  metadata_url: string;
  metadata_xml: string;
  break_glass_username: string;
};

const valuesOf = (setup: TSamlSetup): Values => {
  const p = setup.provider;
  return {
    name: p?.name ?? '',
    source: p && !p.metadata_url ? 'xml' : 'url',
    metadata_url: p?.metadata_url ?? '',
    metadata_xml: '',
    attribute_email: p?.attribute_email ?? 'email',
    attribute_first_name: p?.attribute_first_name ?? 'firstName',
    attribute_last_name: p?.attribute_last_name ?? 'lastName',
    attribute_language: p?.attribute_language ?? 'language',
    attribute_groups: p?.attribute_groups ?? 'groups',
    attribute_external_id: p?.attribute_external_id ?? SAML_EXTERNAL_ID_ATTRIBUTE,
    just_in_time: p?.just_in_time ?? true,
    only_sso: p?.only_sso ?? false,
    break_glass_username: p?.break_glass_username ?? '',
  };
};

const bodyOf = ({ source, ...v }: Values): TSamlSetupUpdate => ({
  ...v,
  metadata_url: source === 'url' ? v.metadata_url.trim() || null : null,
  metadata_xml: source === 'xml' ? v.metadata_xml.trim() || null : null,
  break_glass_username: v.break_glass_username.trim() || null,
});

/** SAML sign-in (decision 235): the provider's metadata, the attribute names and the sign-in rules. */
export function SamlCard() {
  const { data } = useQuery(samlSetupQueryOptions());
  return (
    <Paper withBorder p="md" radius="md">
      {data ? <SamlForm setup={data} key={data.provider?.updated_at ?? 'new'} /> : null}
    </Paper>
  );
}

function SamlForm({ setup }: { setup: TSamlSetup }) {
  const { t, i18n } = useTranslation();
  const save = useSaveSamlSetup();
  const invalid = (field: string) => t(runtimeKey(`setup.saml.${field}_invalid`));
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(setup),
    validate: contractRules(ZSamlSetupUpdateSchema, bodyOf, invalid),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(bodyOf(values), {
      onSuccess: () => notifications.show({ color: 'teal', message: t('setup.saml.saved') }),
      onError: (err) => notifications.show({ color: 'red', message: apiErrorText(err, i18n.language) }),
    }),
  );
  const sp = setup.service_provider;
  const idp = setup.provider;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={4}>{t('setup.saml.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('setup.saml.help')}
        </Text>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('setup.saml.our_side')}
          </Text>
          <Text size="sm">
            {t('setup.saml.sp_entity_id')} <Code>{sp.entity_id}</Code>
          </Text>
          <Text size="sm">
            {t('setup.saml.sp_acs')} <Code>{sp.acs_url}</Code>
          </Text>
        </Stack>
        {idp && (
          <Stack gap={4} data-testid="saml-provider">
            <Text size="sm" fw={500}>
              {t('setup.saml.read_from_metadata')}
            </Text>
            <Text size="sm">
              {t('setup.saml.idp_entity_id')} <Code>{idp.entity_id}</Code>
            </Text>
            <Text size="sm">
              {t('setup.saml.idp_sso_url')} <Code>{idp.sso_url}</Code>
            </Text>
            <Text size="sm">{t('setup.saml.certificates', { count: idp.certificate_count })}</Text>
          </Stack>
        )}
        <TextInput
          label={t('setup.saml.name')}
          description={t('setup.saml.name_help')}
          {...form.getInputProps('name')}
        />
        <SegmentedControl
          aria-label={t('setup.saml.source')}
          data={[
            { value: 'url', label: t('setup.saml.source_url') },
            { value: 'xml', label: t('setup.saml.source_xml') },
          ]}
          {...form.getInputProps('source')}
        />
        {form.values.source === 'url' ? (
          <TextInput
            label={t('setup.saml.metadata_url')}
            placeholder="https://login.example.com/saml/metadata"
            {...form.getInputProps('metadata_url')}
          />
        ) : (
          <Textarea
            label={t('setup.saml.metadata_xml')}
            description={idp ? t('setup.saml.metadata_xml_again') : undefined}
            autosize
            minRows={4}
            maxRows={10}
            styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
            {...form.getInputProps('metadata_xml')}
          />
        )}
        <Text size="sm" fw={500}>
          {t('setup.saml.attributes')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {ATTRIBUTES.map((key) => (
            <TextInput key={key} label={t(`setup.saml.${key}`)} {...form.getInputProps(key)} />
          ))}
          {/* The SCIM externalId's attribute; empty: the NameID only (decision 403). */}
          <TextInput
            label={t('setup.saml.attribute_external_id')}
            description={t('setup.saml.attribute_external_id_help')}
            maxLength={300}
            {...form.getInputProps('attribute_external_id')}
          />
        </SimpleGrid>
        <Switch
          label={t('setup.saml.just_in_time')}
          description={t('setup.saml.just_in_time_help')}
          {...form.getInputProps('just_in_time', { type: 'checkbox' })}
        />
        <Switch
          label={t('setup.saml.only_sso')}
          description={t('setup.saml.only_sso_help')}
          {...form.getInputProps('only_sso', { type: 'checkbox' })}
        />
        <TextInput
          label={t('setup.saml.break_glass_username')}
          description={t('setup.saml.break_glass_username_help')}
          {...form.getInputProps('break_glass_username')}
        />
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('setup.saml.save')}
        </Button>
      </Stack>
    </form>
  );
}
