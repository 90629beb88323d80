import type { TEvacuationList } from '@flexapp/contract';
import type { TFunction } from 'i18next';
import { csvBlob } from '@/lib/export/csv';
import { orgTime } from '@/lib/org-time';

interface Line {
  status: string;
  name: string;
  kind: string;
  floor: string;
  place: string;
  time: string;
  note: string;
}

/** The list as on screen, one line per person: present first, then booked but not checked in (decision 365). */
export function evacuationCsv(list: TEvacuationList, t: TFunction): Blob {
  const lines: Line[] = [
    ...list.present.map((p) => ({
      status: t('evacuation.present'),
      name: p.name,
      kind: t(p.kind === 'guest' ? 'evacuation.guest' : 'evacuation.colleague'),
      floor: p.floor.name,
      place: p.place,
      time: orgTime(p.since),
      note: [p.bhv ? t('evacuation.bhv') : '', p.company ?? '', p.host ? t('evacuation.visits', { host: p.host }) : '']
        .filter(Boolean)
        .join(', '),
    })),
    ...list.unconfirmed.map((u) => ({
      status: t('evacuation.unconfirmed_status'),
      name: u.name,
      kind: t('evacuation.colleague'),
      floor: u.floor.name,
      place: u.place,
      time: orgTime(u.until),
      note: '',
    })),
  ];
  return csvBlob(lines, [
    { header: t('evacuation.column.status'), value: (l) => l.status },
    { header: t('evacuation.column.name'), value: (l) => l.name },
    { header: t('evacuation.column.kind'), value: (l) => l.kind },
    { header: t('evacuation.column.floor'), value: (l) => l.floor },
    { header: t('evacuation.column.place'), value: (l) => l.place },
    { header: t('evacuation.column.time'), value: (l) => l.time },
    { header: t('evacuation.column.note'), value: (l) => l.note },
  ]);
}
