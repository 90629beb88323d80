// A feature climbs into app/: web-shared-never-imports-app.
import { session } from '../../app/session';
import { format } from '../../lib/format';
export const agenda = () => format(String(session.user));
