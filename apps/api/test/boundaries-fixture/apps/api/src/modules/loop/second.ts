import { first } from './first';
export const second = (): number => (first.length > 0 ? 0 : 1);
