/** Masks typed text as HH:MM: digits only, a colon after the hours, at most 4 digits. */
export function maskTime(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  if (digits.length <= 2) return digits.length === 2 && typed.endsWith(':') ? `${digits}:` : digits;
  return `${digits.slice(0, 2)}:${digits.slice(2)}`;
}
