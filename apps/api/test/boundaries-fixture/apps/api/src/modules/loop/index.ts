// Past the live wing's door: live-through-its-door.
export { cache } from '../../live/cache';
export { first } from './first';
