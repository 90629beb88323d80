import { ZQrPlaceKindSchema } from '@flexapp/contract';
import { Alert, Center, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useQrCheckin, useQrPlace } from '../api/qr-place-api';
import { QrPlaceCard } from '../components/qr-place-card';

/**
 * The page a desk's or meeting room's QR code opens (issue 41, decision 265): `/app/checkin/desk/:id` or
 * `/app/checkin/room/:id`, phone first. Signed out, the route guard sends the person to sign in and back.
 */
export default function QrCheckinPage() {
  const params = useParams();
  const kind = ZQrPlaceKindSchema.safeParse(params.kind);
  const id = Number(params.id);
  if (!kind.success || !Number.isInteger(id) || id <= 0) return <Navigate to="/404" replace />;
  return <QrPlaceView kind={kind.data} id={id} />;
}

function QrPlaceView({ kind, id }: { kind: 'desk' | 'room'; id: number }) {
  const { t } = useTranslation();
  const place = useQrPlace(kind, id);
  const tap = useQrCheckin(kind, id);
  // The room display's QR carries its current code (decision 333); scanned from the printed label, it is typed.
  const [search] = useSearchParams();
  const fromUrl = search.get('code');
  const [typed, setTyped] = useState('');

  if (place.isPending)
    return (
      <Center p="xl">
        <Loader role="status" aria-label={t('app.loading')} />
      </Center>
    );
  if (place.isError)
    return (
      <Stack p="md" maw={440} mx="auto" pt="xl">
        <Alert color="red" variant="light" role="alert">
          {place.error instanceof ApiError && place.error.status === 404 ? t('qr.not_found') : place.error.message}
        </Alert>
      </Stack>
    );
  const p = place.data;
  return (
    <Stack p="md" gap="lg" maw={440} mx="auto" pt="xl">
      <Stack gap={4} align="center">
        <Text c="dimmed" size="sm">
          {kind === 'desk' ? t('qr.desk') : t('qr.room')}
        </Text>
        <Title order={1} ta="center">
          {p.name}
        </Title>
        <Text c="dimmed">
          {p.floor.name} · {p.building.name}
        </Text>
      </Stack>
      {tap.isError && (
        <Alert color="red" variant="light" role="alert">
          {tap.error.message}
        </Alert>
      )}
      {p.presence_code_needed && !fromUrl && (
        <TextInput
          label={t('qr.presence_code')}
          description={t('qr.presence_code_help')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          size="lg"
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value.replace(/\D/g, ''))}
        />
      )}
      <QrPlaceCard
        place={p}
        onTap={() => tap.mutate(p.presence_code_needed ? (fromUrl ?? typed) : undefined)}
        busy={tap.isPending}
      />
    </Stack>
  );
}
