export const notesOf = (id: number) => [id];
