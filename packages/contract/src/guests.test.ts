import { describe, expect, it } from 'vitest';
import { normaliseGuestForm, validateGuestForm } from './guests';

const valid = {
  first_name: 'Grace',
  last_name: 'Hopper',
  company_name: 'Navy',
  email: 'grace@navy.example',
  phone_number: '',
  desk: 3,
  meeting_room: null,
  date: '2026-11-22',
  time_start: '10:15:30',
  time_end: '12:00',
  visit_person: 7,
};

describe('validateGuestForm (docs/product/guests.md)', () => {
  it('accepts a complete form and normalises it', () => {
    expect(validateGuestForm(valid, 'private')).toEqual({});
    expect(normaliseGuestForm({ ...valid, first_name: ' Grace ' })).toMatchObject({
      first_name: 'Grace',
      phone_number: null,
      time_start: '10:15',
    });
  });

  it('needs a place only in the private variant', () => {
    const noPlace = { ...valid, desk: null };
    expect(validateGuestForm(noPlace, 'private')).toEqual({
      desk: ['required_place'],
      meeting_room: ['required_place'],
    });
    expect(validateGuestForm(noPlace, 'public')).toEqual({});
  });

  it('needs phone or email; checks both patterns', () => {
    expect(validateGuestForm({ ...valid, email: '' }, 'public')).toEqual({
      email: ['guest.email_or_phone_fill'],
    });
    expect(validateGuestForm({ ...valid, email: '', phone_number: '020 123 4567' }, 'public')).toEqual({});
    expect(validateGuestForm({ ...valid, email: 'a b@c.de' }, 'public')).toEqual({ email: ['guest.email_invalid'] });
    expect(validateGuestForm({ ...valid, email: 'a@b' }, 'public')).toEqual({ email: ['guest.email_invalid'] });
    expect(validateGuestForm({ ...valid, phone_number: '12345' }, 'public')).toEqual({
      phone_number: ['guest.phone_number_invalid'],
    });
  });

  it('needs an end time later than the start, as HH:MM', () => {
    expect(validateGuestForm({ ...valid, time_end: '' }, 'public')).toEqual({ time_end: ['time_end_required'] });
    expect(validateGuestForm({ ...valid, time_end: '10:15' }, 'public')).toEqual({ time_end: ['time_end_invalid'] });
    expect(validateGuestForm({ ...valid, time_end: '10:16' }, 'public')).toEqual({});
    expect(validateGuestForm({ ...valid, time_end: '9:30' }, 'public')).toEqual({ time_end: ['time_end_invalid'] });
    expect(validateGuestForm({ ...valid, time_end: '24:00' }, 'public')).toEqual({ time_end: ['time_end_invalid'] });
  });

  it('checks the live start and the visiting person', () => {
    expect(validateGuestForm({ ...valid, date: '2026-02-30' }, 'public')).toEqual({
      time_start: ['guest.time_start_invalid'],
    });
    expect(validateGuestForm({ ...valid, visit_person: null }, 'public')).toEqual({
      visit_person: ['guest.visit_person_fill'],
    });
  });
});
