import type { TFavouriteKind } from '@flexapp/contract';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFavourites, useToggleFavourite } from '@/lib/favourites-api';

/** The star of a desk or meeting room (decision 260): pressed when it is one of the user's favourites. */
export function FavouriteStar({ kind, id, name }: { kind: TFavouriteKind; id: number; name: string }) {
  const { t } = useTranslation();
  const favourites = useFavourites();
  const toggle = useToggleFavourite();
  const starred = favourites.data?.some((f) => f.kind === kind && f.id === id) ?? false;
  const label = t(starred ? 'favourites.unstar' : 'favourites.star', { name });
  return (
    <Tooltip label={label} withinPortal>
      <ActionIcon
        variant="subtle"
        color="yellow"
        size="lg"
        aria-label={label}
        aria-pressed={starred}
        data-testid={`favourite-star-${kind}-${id}`}
        loading={toggle.isPending}
        disabled={favourites.isPending}
        onClick={() => toggle.mutate({ kind, id, on: !starred })}
      >
        {starred ? <IconStarFilled size={22} aria-hidden /> : <IconStar size={22} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
