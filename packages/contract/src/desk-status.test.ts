import { describe, expect, it } from 'vitest';
import { deskDisplayStatus } from './desk-status';

describe('deskDisplayStatus', () => {
  it('follows docs/product/places.md', () => {
    expect(deskDisplayStatus({ reserved: false, is_closed: false })).toBe('FREE');
    expect(deskDisplayStatus({ reserved: true, is_closed: false })).toBe('BUSY');
    expect(deskDisplayStatus({ reserved: false, is_closed: true })).toBe('CLOSED');
    // A closed desk is shown closed even if a booking was left on it.
    expect(deskDisplayStatus({ reserved: true, is_closed: true })).toBe('CLOSED');
  });
});
