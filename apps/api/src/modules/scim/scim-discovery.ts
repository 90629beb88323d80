import { SCIM_MAX_RESULTS, SCIM_SCHEMA } from '@flexapp/contract';

/** What flexapp's SCIM service offers (RFC 7643 §5-7): ETags (decision 351); no bulk, sorting, password changes. */
export const serviceProviderConfig = (base: string) => ({
  schemas: [SCIM_SCHEMA.serviceProviderConfig],
  documentationUri: 'https://datatracker.ietf.org/doc/html/rfc7644',
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: SCIM_MAX_RESULTS },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: true },
  authenticationSchemes: [
    {
      type: 'oauthbearertoken',
      name: 'OAuth Bearer Token',
      description: 'A SCIM token made by staff in Setup or with `cli.js token:create --kind scim`.',
      primary: true,
    },
  ],
  meta: { resourceType: 'ServiceProviderConfig', location: `${base}/ServiceProviderConfig` },
});

const resourceType = (base: string, id: 'User' | 'Group') => ({
  schemas: [SCIM_SCHEMA.resourceType],
  id,
  name: id,
  endpoint: `/${id}s`,
  description: id === 'User' ? 'A person' : 'A group of people',
  schema: id === 'User' ? SCIM_SCHEMA.user : SCIM_SCHEMA.group,
  schemaExtensions: [],
  meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/${id}` },
});
export const resourceTypes = (base: string) => [resourceType(base, 'User'), resourceType(base, 'Group')];

type Attr = {
  name: string;
  type?: 'string' | 'boolean' | 'complex' | 'reference';
  multiValued?: boolean;
  required?: boolean;
  caseExact?: boolean;
  mutability?: 'readOnly' | 'readWrite' | 'immutable';
  uniqueness?: 'none' | 'server';
  subAttributes?: Attr[];
};
const attr = (a: Attr): Record<string, unknown> => ({
  name: a.name,
  type: a.type ?? 'string',
  multiValued: a.multiValued ?? false,
  required: a.required ?? false,
  caseExact: a.caseExact ?? false,
  mutability: a.mutability ?? 'readWrite',
  returned: 'default',
  uniqueness: a.uniqueness ?? 'none',
  ...(a.subAttributes ? { subAttributes: a.subAttributes.map(attr) } : {}),
});

const userAttributes: Attr[] = [
  { name: 'userName', required: true, uniqueness: 'server' },
  { name: 'externalId', caseExact: true, uniqueness: 'server' },
  {
    name: 'name',
    type: 'complex',
    subAttributes: [{ name: 'givenName' }, { name: 'familyName' }, { name: 'formatted', mutability: 'readOnly' }],
  },
  { name: 'displayName' },
  {
    name: 'emails',
    type: 'complex',
    multiValued: true,
    subAttributes: [{ name: 'value' }, { name: 'type' }, { name: 'primary', type: 'boolean' }],
  },
  { name: 'preferredLanguage' },
  { name: 'active', type: 'boolean' },
  {
    name: 'groups',
    type: 'complex',
    multiValued: true,
    mutability: 'readOnly',
    subAttributes: [
      { name: 'value', mutability: 'readOnly' },
      { name: 'display', mutability: 'readOnly' },
    ],
  },
];
const groupAttributes: Attr[] = [
  { name: 'displayName', required: true, uniqueness: 'server' },
  { name: 'externalId', caseExact: true },
  {
    name: 'members',
    type: 'complex',
    multiValued: true,
    subAttributes: [
      { name: 'value', mutability: 'immutable' },
      { name: 'display', mutability: 'readOnly' },
    ],
  },
];

const schema = (base: string, id: string, name: string, attributes: Attr[]) => ({
  schemas: [SCIM_SCHEMA.schema],
  id,
  name,
  description: name,
  attributes: attributes.map(attr),
  meta: { resourceType: 'Schema', location: `${base}/Schemas/${id}` },
});
export const schemas = (base: string) => [
  schema(base, SCIM_SCHEMA.user, 'User', userAttributes),
  schema(base, SCIM_SCHEMA.group, 'Group', groupAttributes),
];
