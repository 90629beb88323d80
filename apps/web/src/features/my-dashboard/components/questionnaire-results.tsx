import dayjs from 'dayjs';
import type { TQuestionnaireResult } from '@flexapp/contract';
import { Badge, Group, List, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { IconCalendarMonth } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useQuestionnaires } from '../api/get-questionnaires';
import { CardShell, queryState } from './card-shell';

type Question = TQuestionnaireResult['questions'][number];

function QuestionResult({ question }: { question: Question }) {
  const { t } = useTranslation();
  const total = question.answers.reduce((s, a) => s + a.count, 0);
  return (
    <Paper withBorder p="sm" radius="sm">
      <Text fw={600} size="sm" mb="xs">
        {question.title}
      </Text>
      <Stack gap={6}>
        {question.answers.map((a) => {
          const share = total ? Math.round((a.count / total) * 100) : 0;
          return (
            <div key={a.id}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm">{a.answer}</Text>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {a.count} · {share}%
                </Text>
              </Group>
              <Progress value={share} size="sm" color={a.is_custom ? 'grape' : 'teal'} aria-label={a.answer} />
              {a.additional_info.length > 0 && (
                <List size="xs" c="dimmed" mt={4} spacing={0}>
                  {a.additional_info.slice(0, 3).map((info, i) => (
                    <List.Item key={i}>“{info}”</List.Item>
                  ))}
                  {a.additional_info.length > 3 && (
                    <List.Item>
                      {t('my_dashboard.questionnaires.more', { count: a.additional_info.length - 3 })}
                    </List.Item>
                  )}
                </List>
              )}
            </div>
          );
        })}
      </Stack>
      <Text size="xs" c="dimmed" mt="xs">
        {t('my_dashboard.questionnaires.responses', { count: total })}
      </Text>
    </Paper>
  );
}

/** Questionnaire results of one month, with a month picker; `questionnaires.no_data` when nobody answered. */
export function QuestionnaireResults({
  month,
  onMonthChange,
}: {
  month: string;
  onMonthChange: (month: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const results = useQuestionnaires(month);
  return (
    <CardShell
      title={t('my_dashboard.questionnaires.title')}
      subtitle={t('my_dashboard.questionnaires.subtitle')}
      testId="questionnaires"
      {...queryState(results)}
      empty={results.data?.length === 0}
      emptyText={t('questionnaires.no_data')}
      actions={
        <MonthPickerInput
          // The name starts with what the button shows (the month), then says what it is for.
          aria-label={`${dayjs(`${month}-01`).locale(i18n.language).format('MMMM YYYY')}, ${t('my_dashboard.questionnaires.month')}`}
          leftSection={<IconCalendarMonth size={16} />}
          value={`${month}-01`}
          onChange={(v) => v && onMonthChange(String(v).slice(0, 7))}
          valueFormat="MMMM YYYY"
          nextLabel={t('my_dashboard.questionnaires.next_year')}
          previousLabel={t('my_dashboard.questionnaires.previous_year')}
          getMonthControlProps={(date) => ({ 'data-month': String(date).slice(0, 7) })}
          w={200}
          size="xs"
          data-testid="questionnaire-month"
        />
      }
    >
      <Stack gap="lg">
        {(results.data ?? []).map((q) => (
          <Stack key={q.id} gap="xs" data-testid="questionnaire">
            <Group gap="xs">
              <Title order={4} size="h6">
                {q.name}
              </Title>
              <Badge variant="light" size="sm">
                {t('my_dashboard.questionnaires.questions', { count: q.questions.length })}
              </Badge>
            </Group>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
              {q.questions.map((question) => (
                <QuestionResult key={question.id} question={question} />
              ))}
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    </CardShell>
  );
}
