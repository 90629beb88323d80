export { notesOf } from './notes.repository';
