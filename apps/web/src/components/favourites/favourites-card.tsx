import { addDays, DEFAULT_BOOKABLE_DAYS, type TFavourite } from '@flexapp/contract';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateSlider } from '@/components/date-slider';
import { ApiError } from '@/lib/api-client';
import { NoFreeSlotError, useBookFavouriteDesk, useFavourites } from '@/lib/favourites-api';
import { orgApiDate } from '@/lib/org-time';
import { useSession } from '@/lib/session';

const where = (f: TFavourite) =>
  f.kind === 'desk' ? `${f.building.name} · ${f.floor.name} · ${f.room.name}` : `${f.building.name} · ${f.floor.name}`;

/**
 * The user's favourites on the book screen (decision 260): pick a day, one tap books a favourite desk's free
 * slots of that day; a favourite room opens the room finder on it for that day.
 */
export function FavouritesCard() {
  const { t } = useTranslation();
  const { config } = useSession();
  const favourites = useFavourites();
  const book = useBookFavouriteDesk();
  const today = orgApiDate(new Date());
  const days = config?.booking.bookable_days ?? DEFAULT_BOOKABLE_DAYS;
  const dates = useMemo(() => Array.from({ length: days }, (_, i) => addDays(today, i)), [today, days]);
  const [chosen, setChosen] = useState(today);
  const date = dates.includes(chosen) ? chosen : today;
  const [notice, setNotice] = useState<{ color: string; text: string } | null>(null);

  if (!favourites.data || favourites.data.length === 0) return null;
  const bookDesk = (f: TFavourite) => {
    setNotice(null);
    book.mutate(
      { deskId: f.id, date },
      {
        onSuccess: () => setNotice({ color: 'teal', text: t('favourites.booked', { name: f.name }) }),
        onError: (err) =>
          setNotice({
            color: 'red',
            text:
              err instanceof NoFreeSlotError
                ? t('favourites.no_free_slot', { name: f.name })
                : err instanceof ApiError && err.code !== 'INTERNAL_ERROR'
                  ? err.message
                  : t('booking.failed'),
          }),
      },
    );
  };

  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="favourites-title">
      <Stack gap="xs">
        <Group gap={6}>
          <IconStarFilled size={18} color="var(--mantine-color-yellow-6)" aria-hidden />
          <Title order={2} size="h4" id="favourites-title">
            {t('favourites.title')}
          </Title>
        </Group>
        <DateSlider dates={dates} value={date} onChange={setChosen} />
        {notice && (
          <Alert variant="light" color={notice.color} role="status" withCloseButton onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        )}
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {favourites.data.map((f) => (
            <Group key={`${f.kind}-${f.id}`} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {f.name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {where(f)}
                </Text>
              </div>
              {f.kind === 'desk' ? (
                <Button
                  size="compact-md"
                  style={{ flexShrink: 0 }}
                  loading={book.isPending && book.variables?.deskId === f.id}
                  disabled={book.isPending}
                  aria-label={t('favourites.book_desk', { name: f.name })}
                  onClick={() => bookDesk(f)}
                >
                  {t('favourites.book')}
                </Button>
              ) : (
                <Button
                  size="compact-md"
                  variant="light"
                  style={{ flexShrink: 0 }}
                  component={Link}
                  to={`/app/find_room?building=${f.building.id}&room=${f.id}&date=${date}`}
                  aria-label={t('favourites.open_room', { name: f.name })}
                >
                  {t('favourites.open')}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
