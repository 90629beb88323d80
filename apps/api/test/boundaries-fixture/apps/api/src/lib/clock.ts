// lib imports a module: infrastructure-imports-no-module.
import { notesOf } from '../modules/notes';
export const now = () => notesOf(0).length;
