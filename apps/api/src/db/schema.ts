import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Kysely table types; they mirror the migrations in ./migrations. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** `date` columns come back as YYYY-MM-DD strings (see database.ts type parsers). */
type DateString = ColumnType<string, string, string>;
/** `numeric` columns come back as strings from pg; convert in the repository. */
type Numeric = ColumnType<string | null, number | string | null | undefined, number | string | null>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string | null;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  roles: ColumnType<string[], string[] | undefined, string[]>;
  language: ColumnType<'en' | 'nl', 'en' | 'nl' | undefined, 'en' | 'nl'>;
  thumb: string | null;
  status: string | null;
  is_bhv: Generated<boolean>;
  anonymous: Generated<boolean>;
  is_active: Generated<boolean>;
  sso_subject: string | null;
  /** Only the e-mail kinds the person changed (contract DEFAULT_EMAIL_PREFERENCES for the rest). */
  email_preferences: ColumnType<Record<string, boolean>, string | undefined, string>;
  calendar_token: string | null;
  /** Only API tokens act as it (decision 211). */
  service_account: Generated<boolean>;
  /** The identity provider's SCIM externalId (decision 231). */
  external_id: string | null;
  /** The identity provider deleted this person over SCIM: kept inactive for the history (decision 232). */
  scim_deleted_at: NullableTimestamp;
  /** Erased (decision 245): the row is a pseudonym that keeps counts; migration 2026_11_28_0400. */
  erased_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Colleagues see this person's desks and rooms as taken, not by whom (decision 251). */
  private_bookings: Generated<boolean>;
  /** When the nightly retention job first saw the account deactivated (decision 316); cleared on reactivation. */
  inactive_since: NullableTimestamp;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A personal access token (decision 210): only its SHA-256 is kept. */
export interface ApiTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  hint: string;
  token_hash: Buffer;
  scopes: string[];
  rate_limit: Generated<number>;
  created_at: Generated<Date>;
  expires_at: NullableTimestamp;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

/** A group of people from one source (decision 230); rules reference it by id. */
export interface GroupsTable {
  id: Generated<number>;
  display_name: string;
  external_id: string | null;
  source: 'scim' | 'oidc' | 'saml' | 'manual';
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface GroupMembersTable {
  group_id: number;
  user_id: number;
}

/** A role beyond employee and staff, given to a person or a group (decision 301). */
export interface RoleAssignmentsTable {
  id: Generated<number>;
  role: 'location_admin' | 'reception' | 'analyst';
  user_id: number | null;
  group_id: number | null;
  created_by: number | null;
  created_at: Timestamp;
}

/** The buildings a role assignment covers (decision 301). */
export interface RoleAssignmentBuildingsTable {
  assignment_id: number;
  building_id: number;
}

/** A SCIM provisioning token (decision 231): only its SHA-256 is kept. */
export interface ScimTokensTable {
  id: Generated<number>;
  name: string;
  hint: string;
  token_hash: Buffer;
  created_by: number | null;
  created_at: Generated<Date>;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  user_agent: string | null;
  last_seen_at: Timestamp;
}

export interface PasskeysTable {
  id: Generated<number>;
  user_id: number;
  credential_id: string;
  public_key: Buffer;
  sign_count: ColumnType<string, number | undefined, number>;
  transports: ColumnType<string[], string[] | undefined, string[]>;
  name: string;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
}

export interface PasskeyChallengesTable {
  challenge: string;
  user_id: number | null;
  purpose: 'register' | 'sign_in' | 'second_factor';
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface UserTotpTable {
  user_id: number;
  secret_sealed: string;
  confirmed_at: NullableTimestamp;
  last_used_step: ColumnType<string | null, number | null | undefined, number | null>;
  created_at: Timestamp;
}

export interface UserRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: Buffer;
  used_at: NullableTimestamp;
}

export interface SignInChallengesTable {
  challenge_hash: Buffer;
  user_id: number;
  remember_me: boolean;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface LoginAttemptsTable {
  id: Generated<string>;
  username: string;
  /** 'user:<id>' or 'name:<lower-case typed name>' (migration 2026_11_23_0600). */
  account: string;
  ip: string;
  succeeded: boolean;
  created_at: Timestamp;
}

export interface SettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
  updated_by: number | null;
}

export interface BuildingsTable {
  id: Generated<number>;
  name: string;
  position: Generated<number>;
  booking_limit: number | null;
  /** When forgotten check-ins end (HH:MM:SS, local time), or null. */
  closing_time: string | null;
  /** Meeting rooms can be booked between these times (`HH:MM:SS`, decision 130). */
  opens_at: ColumnType<string, string | undefined, string>;
  closes_at: ColumnType<string, string | undefined, string>;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Soft delete (decision 080): history keeps pointing here. */
  deleted_at: NullableTimestamp;
}

export interface FloorsTable {
  id: Generated<number>;
  building_id: number;
  name: string;
  position: Generated<number>;
  booking_limit: number | null;
  plan_image: Buffer | null;
  plan_mime: 'image/png' | 'image/jpeg' | 'image/svg+xml' | null;
  plan_updated_at: NullableTimestamp;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Soft delete (decision 080): history keeps pointing here. */
  deleted_at: NullableTimestamp;
}

export type RoomType = 'WORKSPACE' | 'MEETING';

export interface RoomsTable {
  id: Generated<number>;
  floor_id: number;
  name: string;
  type: RoomType;
  position: Generated<number>;
  capacity: number | null;
  /** screen, video, whiteboard (decision 130). */
  equipment: ColumnType<string[], string[] | undefined, string[]>;
  x: Numeric;
  y: Numeric;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Soft delete (decision 080): history keeps pointing here. */
  deleted_at: NullableTimestamp;
}

export interface DesksTable {
  id: Generated<number>;
  room_id: number;
  name: string;
  label: Generated<string>;
  is_closed: Generated<boolean>;
  pin_color: Generated<string>;
  x: Numeric;
  y: Numeric;
  position: Generated<number>;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Soft delete (decision 080): history keeps pointing here. */
  deleted_at: NullableTimestamp;
}

export interface TimetablesTable {
  id: Generated<number>;
  name: string;
  /** HH:MM:SS */
  start_time: string;
  end_time: string;
  position: Generated<number>;
  is_active: Generated<boolean>;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BookingsTable {
  id: Generated<number>;
  user_id: number | null;
  desk_id: number | null;
  room_id: number | null;
  timetable_id: number | null;
  date: DateString;
  start_at: Timestamp;
  end_at: Timestamp;
  created_at: Timestamp;
  cancelled_at: NullableTimestamp;
  cancelled_by: number | null;
  /** Released by the sweep (a cancellation with a reason; migration 2026_11_24_1400). */
  released_at: NullableTimestamp;
  release_reason: 'no_show' | 'unconfirmed' | null;
  /** The slot's end was told to the desk's watchers. */
  end_handled_at: NullableTimestamp;
  title: string | null;
  attendees: number | null;
  /** The series that made it (decision 220). */
  series_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Booked at the room's display, in nobody's name: user_id is null (decision 216). */
  walk_up: Generated<boolean>;
  /** Who booked it in the owner's name (decision 355, migration 2026_11_30_0300); null: the owner did. */
  booked_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** The invitation's iCalendar SEQUENCE, bumped by the database on every change (decision 371). */
  ical_sequence: Generated<number>;
  /** The guest visit it is booked for: the host's booking of the guest's place (decision 399, migration 2026_12_01_0300). */
  guest_registration_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A recurring booking (decision 220, migration 2026_11_27_1700). */
export interface BookingSeriesTable {
  id: Generated<number>;
  user_id: number;
  desk_id: number | null;
  timetable_id: number | null;
  room_id: number | null;
  time_start: string | null;
  time_end: string | null;
  title: string | null;
  attendees: number | null;
  rrule: string;
  start_date: DateString;
  last_date: DateString;
  booked_through: DateString;
  ended_at: NullableTimestamp;
  created_at: Timestamp;
}

export type SeriesDateState = 'booked' | 'skipped' | 'deleted' | 'moved';
export interface BookingSeriesDatesTable {
  series_id: number;
  date: DateString;
  state: SeriesDateState;
  reason: string | null;
}

/** A person's starred desk or meeting room (decision 260, migration 2026_11_28_0700). */
export interface FavouritePlacesTable {
  id: Generated<number>;
  user_id: number;
  desk_id: number | null;
  room_id: number | null;
  created_at: Timestamp;
}

/** A colleague a person follows (decision 360, migration 2026_11_30_0400). */
export interface FavouritePeopleTable {
  user_id: number;
  person_id: number;
  created_at: Timestamp;
}

/** An amenity staff name in both languages (decision 261, migration 2026_11_28_0710). */
export interface AmenitiesTable {
  id: Generated<number>;
  name_en: string;
  name_nl: string;
  created_at: Timestamp;
}

/** An amenity of one desk or meeting room (decision 261). */
export interface PlaceAmenitiesTable {
  id: Generated<number>;
  amenity_id: number;
  desk_id: number | null;
  room_id: number | null;
}

/** A neighbourhood (decision 310, migration 2026_11_29_0300): a coloured set of places given to groups. */
export interface NeighbourhoodsTable {
  id: Generated<number>;
  name: string;
  colour: string;
  access: 'groups_only' | 'groups_first';
  open_days_before: number | null;
  open_time: string | null;
  weekdays: number[];
  created_at: Generated<Date>;
}

/** One desk, room or floor of a neighbourhood (decision 310). */
export interface NeighbourhoodPlacesTable {
  id: Generated<number>;
  neighbourhood_id: number;
  desk_id: number | null;
  room_id: number | null;
  floor_id: number | null;
}

export interface NeighbourhoodGroupsTable {
  neighbourhood_id: number;
  group_id: number;
}

export interface BookingConfirmationsTable {
  id: Generated<number>;
  booking_id: number;
  status: ColumnType<'pending' | 'waiting', 'pending' | 'waiting' | undefined, 'pending' | 'waiting'>;
  opens_at: Timestamp;
  confirmed_at: NullableTimestamp;
  created_at: Timestamp;
  reminded_at: NullableTimestamp;
}

export type CheckinType = 'WORKSPACE' | 'MEETING' | 'HOMEWORK';

export interface CheckinsTable {
  id: Generated<number>;
  user_id: number | null;
  type: CheckinType;
  desk_id: number | null;
  room_id: number | null;
  booking_id: number | null;
  created: Timestamp;
  deactivated_at: NullableTimestamp;
  is_guest: Generated<boolean>;
  guest_name: string | null;
  guest_company: string | null;
  guest_email: string | null;
  guest_phonenumber: string | null;
  visit_person_id: number | null;
  /** A guest's timed end was told to the desk's watchers. */
  end_handled_at: NullableTimestamp;
  /** Checked out by the sweep at the building's closing time. */
  closed_at_closing: Generated<boolean>;
}

/** Each check-in's JSON object as the check-ins report sends it, kept by triggers (migration 2026_11_23_0100). */
export interface CheckinActivitiesTable {
  checkin_id: number;
  created: Timestamp;
  body: string;
}

export interface NotifiersTable {
  id: Generated<number>;
  user_id: number;
  desk_id: number;
  created_at: Timestamp;
}

export interface MessagesTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  /** Null for a notice rendered when read, from `data` (decision 033). */
  title: string | null;
  body: Generated<string>;
  data: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
  read_at: NullableTimestamp;
}

export interface QuestionnairesTable {
  id: Generated<number>;
  name: string;
  is_active: Generated<boolean>;
  created_at: Timestamp;
}

export interface QuestionsTable {
  id: Generated<number>;
  questionnaire_id: number;
  title: string;
  position: Generated<number>;
}

export interface QuestionAnswersTable {
  id: Generated<number>;
  question_id: number;
  answer: string;
  is_custom: Generated<boolean>;
  position: Generated<number>;
}

export interface QuestionnaireResponsesTable {
  id: Generated<number>;
  question_id: number;
  answer_id: number;
  user_id: number | null;
  additional_info: string | null;
  created_at: Timestamp;
}

export interface GuestRegistrationsTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string | null;
  company_name: string;
  phone_number: string | null;
  desk_id: number | null;
  room_id: number | null;
  date: DateString;
  time_start: string;
  time_end: string;
  visit_person_id: number;
  registered_by: number | null;
  is_public: Generated<boolean>;
  checkin_id: number | null;
  created_at: Timestamp;
}

export interface OidcLoginStatesTable {
  state: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  created_at: Timestamp;
  used_at: NullableTimestamp;
}

/** The one SAML identity provider (decision 235). */
export interface SamlIdentityProviderTable {
  id: Generated<number>;
  name: string;
  entity_id: string;
  sso_url: string;
  certificates: string[];
  metadata_url: string | null;
  attribute_email: string;
  attribute_first_name: string;
  attribute_last_name: string;
  attribute_language: string;
  attribute_groups: string;
  /** The attribute carrying the SCIM externalId, '' for the NameID only (decision 403). */
  attribute_external_id: string;
  just_in_time: boolean;
  only_sso: boolean;
  break_glass_username: string | null;
  updated_by: number | null;
  updated_at: Timestamp;
}

export interface SamlRequestsTable {
  id: string;
  created_at: Timestamp;
}

export interface SamlUsedAssertionsTable {
  assertion_id: string;
  expires_at: Timestamp;
}

export interface SamlHandoffsTable {
  code_hash: string;
  user_id: number;
  created_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface PublicRequestCountersTable {
  bucket: string;
  client: string;
  window_start: Date;
  count: Generated<number>;
}

export interface AuditLogTable {
  id: Generated<string>;
  user_id: number | null;
  action: string;
  entity_type: string;
  entity_id: number | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
  /** The building the entry concerns, for the activity log's filter (decision 250); no foreign key. */
  building_id: number | null;
}

/** A person's pseudonymous twin: their check-ins and bookings past retention belong to it (decision 316). */
export interface RetentionTwinsTable {
  user_id: number;
  twin_id: number;
}

export interface MailOutboxTable {
  id: Generated<string>;
  user_id: number | null;
  kind: string;
  recipient: string;
  language: 'en' | 'nl';
  /** The three texts are null for a notice rendered when sent, from `data` (decision 033). */
  subject: string | null;
  text_body: string | null;
  html_body: string | null;
  data: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  ics: string | null;
  created_at: Timestamp;
  queued_at: NullableTimestamp;
  sent_at: NullableTimestamp;
  attempts: Generated<number>;
  last_error: string | null;
}

export interface DisplaysTable {
  id: Generated<number>;
  /** The meeting room of a room display; null for a lobby board (decision 330). */
  room_id: number | null;
  /** The building of a lobby board; null for a room display (decision 330). */
  building_id: ColumnType<number | null, number | null | undefined, number | null>;
  show_titles: Generated<boolean>;
  /** SHA-256 of the device token; null once revoked (decision 215). */
  token_hash: string | null;
  created_by: number | null;
  created_at: Timestamp;
  last_seen_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export interface DisplayPairingsTable {
  id: Generated<number>;
  code: string;
  secret_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  display_id: number | null;
  claimed_at: NullableTimestamp;
}

/** Webhook endpoints staff registered (issue 39, decision 255). */
export interface WebhookEndpointsTable {
  id: Generated<number>;
  url: string;
  description: Generated<string>;
  events: string[];
  secret: string;
  enabled: Generated<boolean>;
  disabled_for_failures: Generated<boolean>;
  created_at: Generated<Date>;
}

/** Webhook events, written in the transaction of the change they report (decision 256). */
export interface WebhookEventsTable {
  id: string;
  type: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  created_at: Timestamp;
}

/** One delivery of an event to an endpoint, with its last attempt (decision 257). */
export interface WebhookDeliveriesTable {
  id: Generated<string>;
  /** The receiver: a webhook endpoint or a chat channel, exactly one (decision 270). */
  endpoint_id: number | null;
  channel_id: number | null;
  /** A person's own chat channel (decision 370). */
  personal_channel_id: ColumnType<number | null, number | null | undefined, number | null>;
  event_id: string;
  status: Generated<'pending' | 'succeeded' | 'failed'>;
  attempts: Generated<number>;
  response_status: number | null;
  duration_ms: number | null;
  error: string | null;
  created_at: Timestamp;
  queued_at: NullableTimestamp;
  last_attempt_at: NullableTimestamp;
}

export type ChatPlatform = 'slack' | 'teams' | 'mattermost';

/** A building's chat channel: an incoming webhook of Slack, Teams or Mattermost (decision 270). */
export interface ChatChannelsTable {
  id: Generated<number>;
  building_id: number;
  platform: ChatPlatform;
  url: string;
  events: string[];
  language: 'en' | 'nl';
  show_first_names: Generated<boolean>;
  enabled: Generated<boolean>;
  created_at: Timestamp;
}

/** A person's own chat channel, hearing the inbox messages of the kinds chosen (decision 370). */
export interface PersonalChatChannelsTable {
  id: Generated<number>;
  user_id: number;
  platform: ChatPlatform;
  url: string;
  events: string[];
  enabled: Generated<boolean>;
  created_at: Timestamp;
}

/** A room's published calendar: its secret feed token (decision 372). */
export interface RoomCalendarsTable {
  room_id: number;
  token: string;
  language: 'en' | 'nl';
  created_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  retention_twins: RetentionTwinsTable;
  sessions: SessionsTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  api_tokens: ApiTokensTable;
  login_attempts: LoginAttemptsTable;
  settings: SettingsTable;
  buildings: BuildingsTable;
  floors: FloorsTable;
  rooms: RoomsTable;
  desks: DesksTable;
  timetables: TimetablesTable;
  bookings: BookingsTable;
  displays: DisplaysTable;
  display_pairings: DisplayPairingsTable;
  booking_confirmations: BookingConfirmationsTable;
  booking_series: BookingSeriesTable;
  booking_series_dates: BookingSeriesDatesTable;
  favourite_places: FavouritePlacesTable;
  favourite_people: FavouritePeopleTable;
  amenities: AmenitiesTable;
  place_amenities: PlaceAmenitiesTable;
  neighbourhoods: NeighbourhoodsTable;
  neighbourhood_places: NeighbourhoodPlacesTable;
  neighbourhood_groups: NeighbourhoodGroupsTable;
  checkins: CheckinsTable;
  checkin_activities: CheckinActivitiesTable;
  notifiers: NotifiersTable;
  messages: MessagesTable;
  mail_outbox: MailOutboxTable;
  questionnaires: QuestionnairesTable;
  questions: QuestionsTable;
  question_answers: QuestionAnswersTable;
  questionnaire_responses: QuestionnaireResponsesTable;
  guest_registrations: GuestRegistrationsTable;
  audit_log: AuditLogTable;
  oidc_login_states: OidcLoginStatesTable;
  public_request_counters: PublicRequestCountersTable;
  saml_identity_provider: SamlIdentityProviderTable;
  saml_requests: SamlRequestsTable;
  saml_used_assertions: SamlUsedAssertionsTable;
  saml_handoffs: SamlHandoffsTable;
  groups: GroupsTable;
  group_members: GroupMembersTable;
  role_assignments: RoleAssignmentsTable;
  role_assignment_buildings: RoleAssignmentBuildingsTable;
  scim_tokens: ScimTokensTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  chat_channels: ChatChannelsTable;
  personal_chat_channels: PersonalChatChannelsTable;
  room_calendars: RoomCalendarsTable;
  user_totp: UserTotpTable;
  user_recovery_codes: UserRecoveryCodesTable;
  sign_in_challenges: SignInChallengesTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
