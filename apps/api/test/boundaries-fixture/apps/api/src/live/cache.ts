export const cache = new Map<string, unknown>();
