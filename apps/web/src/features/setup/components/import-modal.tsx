import {
  Alert,
  Badge,
  Button,
  FileButton,
  Group,
  Modal,
  ScrollArea,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TUserImportPreview } from '@flexapp/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetupMutation } from '../api/places';
import { commitImport, previewImport } from '../api/users';
import { apiErrorText } from '@/lib/api-error-text';
import { runtimeKey } from '@/lib/translation-key';

/** CSV import: paste or pick a file, check the preview (each row's problems), then import all or nothing. */
export function ImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<TUserImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const check = useSetupMutation(previewImport);
  const commit = useSetupMutation(commitImport);
  const close = () => {
    setCsv('');
    setPreview(null);
    setError(null);
    onClose();
  };
  const readFile = async (file: File | null) => {
    if (!file) return;
    setCsv(await file.text());
    setPreview(null);
  };
  const runPreview = () => {
    setError(null);
    check.mutate(csv, { onSuccess: setPreview, onError: (err) => setError(apiErrorText(err, i18n.language)) });
  };
  const runImport = () =>
    commit.mutate(csv, {
      onSuccess: (r) => {
        notifications.show({ color: 'teal', message: t('setup.import.done', { count: r.created }) });
        close();
      },
      onError: (err) => setError(apiErrorText(err, i18n.language)),
    });
  const bad = preview?.rows.filter((r) => r.problems.length).length ?? 0;
  return (
    <Modal opened={opened} onClose={close} size="xl" centered title={t('setup.import.title')}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('setup.import.help')}
        </Text>
        <Group>
          <FileButton onChange={readFile} accept=".csv,text/csv">
            {(props) => (
              <Button variant="light" {...props}>
                {t('setup.import.choose_file')}
              </Button>
            )}
          </FileButton>
        </Group>
        <Textarea
          label={t('setup.import.csv')}
          autosize
          minRows={4}
          maxRows={10}
          value={csv}
          onChange={(e) => {
            setCsv(e.currentTarget.value);
            setPreview(null);
          }}
          placeholder="first_name,last_name,username,role,language"
          styles={{ input: { fontFamily: 'monospace' } }}
        />
        <Group>
          <Button onClick={runPreview} disabled={!csv.trim()} loading={check.isPending}>
            {t('setup.import.preview')}
          </Button>
        </Group>
        {preview && preview.file_problems.length > 0 && (
          <Alert color="red" role="alert">
            {preview.file_problems.map((p) => t(runtimeKey(`setup.import.problem.${p}`))).join(' ')}
          </Alert>
        )}
        {preview && preview.rows.length > 0 && (
          <>
            <Alert color={preview.valid ? 'teal' : 'orange'}>
              {preview.valid
                ? t('setup.import.ready', { count: preview.rows.length })
                : t('setup.import.has_problems', { count: bad })}
            </Alert>
            <ScrollArea.Autosize mah={320}>
              <Table striped data-testid="import-preview">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('setup.import.line')}</Table.Th>
                    <Table.Th>{t('setup.users.name')}</Table.Th>
                    <Table.Th>{t('setup.users.username')}</Table.Th>
                    <Table.Th>{t('setup.users.role')}</Table.Th>
                    <Table.Th>{t('setup.users.language')}</Table.Th>
                    <Table.Th>{t('setup.import.problems')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.rows.map((r) => (
                    <Table.Tr key={r.line}>
                      <Table.Td>{r.line}</Table.Td>
                      <Table.Td>
                        {r.first_name} {r.last_name}
                      </Table.Td>
                      <Table.Td>{r.username}</Table.Td>
                      {/* An unreadable role or language is shown as such, never as the default it would not get. */}
                      <Table.Td>
                        {r.problems.includes('role_invalid') ? (
                          <Text size="sm" c="red" fw={600}>
                            {t('setup.import.invalid')}
                          </Text>
                        ) : r.is_staff ? (
                          t('setup.users.staff')
                        ) : (
                          t('setup.users.employee')
                        )}
                      </Table.Td>
                      <Table.Td>
                        {r.problems.includes('language_invalid') ? (
                          <Text size="sm" c="red" fw={600}>
                            {t('setup.import.invalid')}
                          </Text>
                        ) : (
                          r.language
                        )}
                      </Table.Td>
                      <Table.Td>
                        {r.problems.length === 0 ? (
                          <Badge color="teal" variant="light">
                            {t('setup.import.ok')}
                          </Badge>
                        ) : (
                          <Text size="sm" c="red">
                            {r.problems.map((p) => t(runtimeKey(`setup.import.problem.${p}`))).join('; ')}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          </>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('setup.cancel')}
          </Button>
          <Button onClick={runImport} disabled={!preview?.valid} loading={commit.isPending}>
            {preview?.valid ? t('setup.import.import', { count: preview.rows.length }) : t('setup.import.import_none')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
