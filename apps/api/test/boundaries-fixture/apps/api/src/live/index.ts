export { cache } from './cache';
