export const session = { user: null };
