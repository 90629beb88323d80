import { colleagueStatus, toDisplayDate, type TColleagueStatusLine, type TUser } from '@flexapp/contract';
import { useTranslation } from 'react-i18next';

/** The colleague status lines of docs/product/colleagues.md as sentences in the interface language. */
export function useStatusText() {
  const { t } = useTranslation();
  const place = (...parts: (string | null)[]) =>
    parts.filter(Boolean).join(', ') || t('colleagues.status.unknown_place');
  const line = (l: TColleagueStatusLine): string => {
    switch (l.kind) {
      case 'not_checked_in':
        return t('colleagues.status.not_checked_in');
      case 'homework':
        return t('colleagues.status.homework');
      case 'meeting':
        return t('colleagues.status.meeting', { place: place(l.room, l.floor, l.building) });
      case 'workspace':
        return t('colleagues.status.workspace', { place: place(l.desk, l.floor, l.building) });
      case 'will_arrive':
      case 'may_arrive':
        return t(`colleagues.status.${l.kind}`, {
          date: toDisplayDate(l.date),
          time: l.time.split('-')[0],
          place: place(l.place),
        });
    }
  };
  return (user: Pick<TUser, 'active_checkins' | 'pending_bookings'>) => colleagueStatus(user).map(line);
}
