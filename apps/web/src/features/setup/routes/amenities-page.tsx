import { MAX_AMENITY_NAME } from '@flexapp/contract';
import { Alert, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateAmenity, useSetupAmenities } from '../api/amenities';
import { AmenityCard } from '../components/amenity-card';
import { apiErrorText } from '@/lib/api-error-text';

/** Setup: amenities (decision 261), named in English and Dutch, each given to many desks and rooms at once. */
export default function AmenitiesPage() {
  const { t, i18n } = useTranslation();
  const amenities = useSetupAmenities();
  const create = useCreateAmenity();
  const [nameEn, setNameEn] = useState('');
  const [nameNl, setNameNl] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name_en: nameEn, name_nl: nameNl },
      {
        onSuccess: () => {
          setNameEn('');
          setNameNl('');
        },
      },
    );
  };
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('setup.amenities.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('setup.amenities.intro')}
      </Text>
      <Card withBorder padding="sm" component="form" onSubmit={submit} aria-label={t('setup.amenities.new')}>
        <Group align="end" wrap="wrap" gap="sm">
          <TextInput
            label={t('setup.amenities.name_en')}
            required
            maxLength={MAX_AMENITY_NAME}
            value={nameEn}
            onChange={(e) => setNameEn(e.currentTarget.value)}
          />
          <TextInput
            label={t('setup.amenities.name_nl')}
            required
            maxLength={MAX_AMENITY_NAME}
            value={nameNl}
            onChange={(e) => setNameNl(e.currentTarget.value)}
          />
          <Button type="submit" loading={create.isPending}>
            {t('setup.amenities.add')}
          </Button>
        </Group>
        {create.error && (
          <Text size="sm" c="red" role="alert" mt="xs">
            {apiErrorText(create.error, i18n.language)}
          </Text>
        )}
      </Card>
      {amenities.isPending ? (
        <Loader role="status" aria-label={t('app.loading')} />
      ) : amenities.isError ? (
        <Alert color="red">{apiErrorText(amenities.error, i18n.language)}</Alert>
      ) : amenities.data.amenities.length === 0 ? (
        <Text c="dimmed">{t('setup.amenities.none')}</Text>
      ) : (
        amenities.data.amenities.map((a) => <AmenityCard key={a.id} amenity={a} places={amenities.data.places} />)
      )}
    </Stack>
  );
}
