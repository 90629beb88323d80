import type { TNotifier } from '@flexapp/contract';
import type { Viewer } from '../../lib/holder-visibility';
import { presentDesk, type DeskRow } from '../structure';
import type { NotifierRow } from './notifiers.repository';

/** The watched desks that still exist, each with its desk as the structure routes show it. */
export function presentNotifiers(
  { rows, desks }: { rows: NotifierRow[]; desks: DeskRow[] },
  viewer: Viewer,
): TNotifier[] {
  const byId = new Map(desks.map((d) => [d.id, presentDesk(d, viewer)]));
  return rows
    .filter((r) => byId.has(r.desk_id))
    .map((r) => ({ id: r.id, desk: r.desk_id, created: r.created_at.toISOString(), desk_info: byId.get(r.desk_id)! }));
}
