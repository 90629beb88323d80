// Reaches into another module's file: module-through-its-door.
import { notesOf } from '../notes/notes.repository';
export const roomNotes = (id: number) => notesOf(id);
