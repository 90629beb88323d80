// An import circle: no-circular.
import { second } from './second';
export const first = (): number => second() + 1;
