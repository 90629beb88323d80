// A feature imports another feature: web-features-apart.
import { agenda } from '../agenda/agenda-page';
export const inbox = () => agenda();
