import { Alert, Button, Checkbox, Group, List, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import {
  GUEST_LIMITS,
  type TGuestFormErrors,
  type TGuestFormVariant,
  type TGuestRegistrationInput,
  type TGuestRegistrationResponse,
  validateGuestForm,
} from '@flexapp/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { orgApiDate, orgDisplayDate, orgTimeSeconds as clock } from '@/lib/org-time';
import { useRegisterGuest } from '../api/register-guest';
import type { VisitPerson } from '../api/search-visit-persons';
import { emptyPlace, PlaceChooser, placeOf, type PlaceValue } from './place-chooser';
import { maskTime } from './time-mask';
import { useNow } from './use-now';
import { VisitPersonSelect } from './visit-person-select';
import { runtimeKey } from '@/lib/translation-key';

const emptyFields = { first_name: '', last_name: '', company_name: '', email: '', phone_number: '', time_end: '' };
type TextField = keyof typeof emptyFields;
type GuestValues = typeof emptyFields & { person: VisitPerson | null; place: PlaceValue; bookPlace: boolean };

/** Fields whose first message stands beside the field; all others go into the list (docs/product/guests.md). */
const PLACE_FIELDS = ['desk', 'meeting_room'];

/**
 * The guest registration form of both variants (docs/product/guests.md): live,
 * read-only start date and time; HH:MM end time; visiting person; in the
 * dashboard variant a desk or meeting room. A successful save shows a modal
 * and resets the form.
 */
export function GuestForm({ variant }: { variant: TGuestFormVariant }) {
  const { t } = useTranslation();
  const now = useNow();
  // After a first attempt the rules are checked live, so fixed fields lose their mark at once.
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<TGuestFormErrors>({});
  // The values by @mantine/form, like the other forms; the rules are the contract's (validateGuestForm), checked
  // against the live clock, so their messages are computed below rather than kept as the form's errors.
  const form = useForm<GuestValues>({
    mode: 'controlled',
    initialValues: { ...emptyFields, person: null, place: emptyPlace, bookPlace: false },
    onValuesChange: () => setServerErrors({}),
  });
  const { person, place } = form.values;
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<TGuestRegistrationResponse | null>(null);
  const [formKey, setFormKey] = useState(0);
  const register = useRegisterGuest(variant);
  const firstField = useRef<HTMLInputElement>(null);
  // After "OK" the emptied form is ready for the next guest: focus goes to its first field.
  const closeSaved = () => {
    setSaved(null);
    requestAnimationFrame(() => firstField.current?.focus());
  };

  const set = (name: TextField) => (event: { currentTarget: { value: string } }) =>
    form.setFieldValue(name, name === 'time_end' ? maskTime(event.currentTarget.value) : event.currentTarget.value);

  const bodyAt = (at: Date): TGuestRegistrationInput => ({
    first_name: form.values.first_name,
    last_name: form.values.last_name,
    company_name: form.values.company_name,
    email: form.values.email,
    phone_number: form.values.phone_number,
    time_end: form.values.time_end,
    ...(variant === 'private'
      ? { ...placeOf(place), book_place: form.values.bookPlace }
      : { desk: null, meeting_room: null }),
    date: orgApiDate(at),
    time_start: clock(at),
    visit_person: person?.id ?? null,
  });
  const errors: TGuestFormErrors =
    attempted && Object.keys(serverErrors).length === 0 ? validateGuestForm(bodyAt(now), variant) : serverErrors;

  const reset = () => {
    form.reset();
    setAttempted(false);
    setServerErrors({});
    setFailure(null);
    setFormKey((k) => k + 1);
  };

  const submit = async () => {
    const body = bodyAt(new Date());
    const found = validateGuestForm(body, variant);
    setAttempted(true);
    setServerErrors({});
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      setSaved(await register.mutateAsync(body));
      reset();
    } catch (err) {
      if (err instanceof ApiError && err.errors) setServerErrors(err.errors);
      else
        setFailure(err instanceof ApiError && err.status === 429 ? 'guest.error_rate_limited' : 'guest.error_generic');
    }
  };

  const invalid = (field: string) => !!errors[field]?.length;
  const listed = Object.entries(errors)
    .filter(([field]) => !PLACE_FIELDS.includes(field))
    .flatMap(([, keys]) => keys);
  const unique = [...new Set(listed)];
  const first = (field: string) => (errors[field]?.[0] ? t(runtimeKey(errors[field][0])) : undefined);
  const text = (name: TextField, max: number, extra: object = {}) => ({
    label: t(`guest.${name}`),
    value: form.values[name],
    onChange: set(name),
    error: invalid(name),
    maxLength: max,
    ...extra,
  });

  return (
    <>
      <form onSubmit={form.onSubmit(submit)} noValidate key={formKey}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              ref={firstField}
              {...text('first_name', GUEST_LIMITS.name, { withAsterisk: true, autoComplete: 'off' })}
            />
            <TextInput {...text('last_name', GUEST_LIMITS.name, { withAsterisk: true, autoComplete: 'off' })} />
            <TextInput {...text('company_name', GUEST_LIMITS.company, { withAsterisk: true, autoComplete: 'off' })} />
            <TextInput
              {...text('email', GUEST_LIMITS.email, {
                type: 'email',
                autoComplete: 'off',
                description: t('guest.email_or_phone'),
              })}
            />
            <TextInput
              {...text('phone_number', GUEST_LIMITS.phone, {
                type: 'tel',
                autoComplete: 'off',
                description: t('guest.email_or_phone'),
              })}
            />
            <VisitPersonSelect
              variant={variant}
              value={person}
              onChange={(p) => form.setFieldValue('person', p)}
              error={invalid('visit_person')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              label={t('guest.date')}
              value={orgDisplayDate(now)}
              readOnly
              variant="filled"
              data-testid="guest-date"
            />
            <TextInput
              label={t('guest.time_start')}
              value={clock(now)}
              readOnly
              variant="filled"
              data-testid="guest-time-start"
            />
            <TextInput
              {...text('time_end', 5, {
                withAsterisk: true,
                placeholder: 'HH:MM',
                inputMode: 'numeric',
                autoComplete: 'off',
              })}
            />
          </SimpleGrid>
          {variant === 'private' && (
            <Stack gap={4}>
              <Text fw={600} size="sm">
                {t('guest.place')}
              </Text>
              <PlaceChooser
                value={place}
                onChange={(p) => form.setFieldValue('place', p)}
                deskError={first('desk')}
                meetingRoomError={first('meeting_room')}
                timeEnd={form.values.time_end}
                now={now}
              />
              <Checkbox
                mt="xs"
                label={t('guest.book_place')}
                description={t('guest.book_place_hint')}
                checked={form.values.bookPlace}
                onChange={(e) => form.setFieldValue('bookPlace', e.currentTarget.checked)}
              />
            </Stack>
          )}
          {unique.length > 0 && (
            <Alert
              color="red"
              icon={<IconAlertCircle size={18} />}
              title={t('guest.errors_title')}
              data-testid="guest-errors"
            >
              <List size="sm">
                {unique.map((key) => (
                  <List.Item key={key}>{t(runtimeKey(key))}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          {failure && (
            <Alert color="red" role="alert" icon={<IconAlertCircle size={18} />}>
              {t(runtimeKey(failure))}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={register.isPending}>
              {t('guest.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal opened={!!saved} onClose={closeSaved} title={t('guest.success_title')} centered returnFocus={false}>
        {saved && (
          <Stack>
            <Group gap="sm" wrap="nowrap">
              <IconCircleCheck color="var(--mantine-color-teal-6)" size={32} />
              <Stack gap={4}>
                <Text>{t('guest.success_body', { guest: saved.guest_name, person: saved.visit_person.name })}</Text>
                {saved.booking_ids.length > 0 && (
                  <Text data-testid="guest-place-booked">
                    {t('guest.success_booked', {
                      place: saved.desk?.name ?? saved.meeting_room?.name ?? '',
                      person: saved.visit_person.name,
                    })}
                  </Text>
                )}
              </Stack>
            </Group>
            <Group justify="flex-end">
              <Button onClick={closeSaved} data-autofocus>
                {t('guest.success_close')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
