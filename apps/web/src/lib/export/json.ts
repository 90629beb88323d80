/** A pretty-printed UTF-8 JSON file of what the table shows. */
export function jsonBlob(data: unknown): Blob {
  return new Blob([JSON.stringify(data, null, 2)], { type: 'application/json;charset=utf-8' });
}
