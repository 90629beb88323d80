import { Button, Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { runtimeKey } from '@/lib/translation-key';
import { type AuditFilters, useAuditFacets } from '../api/audit';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The activity log's filters: who, what kind, which building, from and to which day. */
export function AuditFilterBar({ filters, onChange }: { filters: AuditFilters; onChange: (f: AuditFilters) => void }) {
  const { t, i18n } = useTranslation();
  const facets = useAuditFacets();
  const kind = (k: string) => (i18n.exists(`setup.audit.kind.${k}`) ? t(runtimeKey(`setup.audit.kind.${k}`)) : k);
  const filtered = Object.values(filters).some((v) => v !== undefined);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" data-testid="audit-filters">
      <Select
        label={t('setup.audit.filter_person')}
        placeholder={t('setup.audit.everyone')}
        data={(facets.data?.people ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        value={filters.user_id ? String(filters.user_id) : null}
        onChange={(v) => onChange({ user_id: v ? Number(v) : undefined })}
        clearable
        searchable
        w={220}
      />
      <Select
        label={t('setup.audit.filter_kind')}
        placeholder={t('setup.audit.all_kinds')}
        data={(facets.data?.kinds ?? []).map((k) => ({ value: k, label: kind(k) }))}
        value={filters.entity_type ?? null}
        onChange={(v) => onChange({ entity_type: v ?? undefined })}
        clearable
        w={200}
      />
      <Select
        label={t('setup.audit.filter_building')}
        placeholder={t('setup.audit.all_buildings')}
        data={(facets.data?.buildings ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
        value={filters.building_id ? String(filters.building_id) : null}
        onChange={(v) => onChange({ building_id: v ? Number(v) : undefined })}
        clearable
        w={200}
      />
      <TextInput
        type="date"
        label={t('setup.audit.filter_from')}
        value={filters.from ?? ''}
        onChange={(e) => onChange({ from: DATE.test(e.currentTarget.value) ? e.currentTarget.value : undefined })}
        w={170}
      />
      <TextInput
        type="date"
        label={t('setup.audit.filter_to')}
        value={filters.to ?? ''}
        onChange={(e) => onChange({ to: DATE.test(e.currentTarget.value) ? e.currentTarget.value : undefined })}
        w={170}
      />
      {filtered && (
        <Button
          variant="subtle"
          onClick={() =>
            onChange({
              user_id: undefined,
              entity_type: undefined,
              building_id: undefined,
              from: undefined,
              to: undefined,
            })
          }
        >
          {t('setup.audit.clear_filters')}
        </Button>
      )}
    </Group>
  );
}
