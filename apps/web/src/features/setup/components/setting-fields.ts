import {
  SETTING_GROUPS,
  SETTING_KEYS,
  settingsOf,
  type TConfig,
  type TSettingGroup,
  type TSettingKey,
  ZSettingsUpdateSchema,
} from '@flexapp/contract';
import { z } from 'zod';

/** The Setup form's sections, in the order it shows them: each is one group of the contract's settings. */
export const SECTIONS: readonly TSettingGroup[] = [
  'booking',
  'read_only',
  'features',
  'logo',
  'sso',
  'security',
  'webhooks',
  'retention',
  'analytics',
];

/** How the form edits a setting, read from its rule in the contract (decision 206): nothing is typed again here. */
export type SettingInput =
  | { kind: 'switch' }
  | { kind: 'number'; min: number; max: number; step: number; nullable: boolean }
  | { kind: 'text'; max: number };

type JsonRule = { type?: string; minimum?: number; maximum?: number; multipleOf?: number; maxLength?: number };

function inputOf(key: TSettingKey): SettingInput {
  const json = z.toJSONSchema(ZSettingsUpdateSchema.shape[key].unwrap(), { io: 'input' }) as JsonRule & {
    anyOf?: JsonRule[];
  };
  const rule = json.anyOf?.find((branch) => branch.type !== 'null') ?? json;
  if (rule.type === 'boolean') return { kind: 'switch' };
  if (rule.type === 'integer' || rule.type === 'number')
    return {
      kind: 'number',
      min: rule.minimum ?? 0,
      max: rule.maximum ?? Infinity,
      step: rule.multipleOf ?? 1,
      nullable: rule !== json,
    };
  return { kind: 'text', max: rule.maxLength ?? Infinity };
}

const inputs = Object.fromEntries(SETTING_KEYS.map((key) => [key, inputOf(key)])) as Record<TSettingKey, SettingInput>;
export const settingInput = (key: TSettingKey): SettingInput => inputs[key];

export const keysOf = (group: TSettingGroup) => Object.keys(SETTING_GROUPS[group]) as TSettingKey[];

/** The form's values: a text field holds '' where the setting is null, a number field '' while it is empty. */
export type SettingsValues = Record<TSettingKey, boolean | number | string>;

export const formValuesOf = (config: TConfig): SettingsValues =>
  Object.fromEntries(Object.entries(settingsOf(config)).map(([key, value]) => [key, value ?? ''])) as SettingsValues;

/** An empty number field is no number (Number('') would be 0, a valid number of minutes). */
const numberOf = (v: unknown) => (v === '' || v === null ? Number.NaN : Number(v));

/** The PATCH body of the whole form: what each field holds, as its setting's rule reads it. */
export function bodyOf(values: SettingsValues): Record<TSettingKey, unknown> {
  return Object.fromEntries(
    (Object.keys(values) as TSettingKey[]).map((key) => {
      const input = settingInput(key);
      const value = values[key];
      // An empty field of a nullable number is null ("keep", decision 315).
      if (input.kind === 'number') return [key, input.nullable && value === '' ? null : numberOf(value)];
      if (input.kind === 'text') return [key, String(value).trim() || null];
      return [key, value];
    }),
  ) as Record<TSettingKey, unknown>;
}
