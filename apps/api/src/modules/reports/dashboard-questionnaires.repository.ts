import { type TQuestionnaireResult } from '@flexapp/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

const MAX_ADDITIONAL_INFO = 50;

/**
 * Questionnaire results of one month (YYYY-MM, local): every questionnaire that
 * received at least one response that month, with all its questions and
 * answers, each answer's count of responses that month (0 included) and the
 * free texts given with it (newest first, at most 50 per answer).
 */
export async function questionnaireResults(db: DbOrTrx, month: string, tz: string): Promise<TQuestionnaireResult[]> {
  const from = sql`(${`${month}-01`}::timestamp at time zone ${tz})`;
  const until = sql`((${`${month}-01`}::date + interval '1 month')::timestamp at time zone ${tz})`;
  const { rows } = await sql<{
    questionnaire_id: number;
    questionnaire_name: string;
    question_id: number;
    title: string;
    answer_id: number;
    answer: string;
    is_custom: boolean;
    count: string;
    additional_info: string[] | null;
  }>`
    with month_responses as (
      select qr.answer_id, qr.additional_info, qr.created_at from questionnaire_responses qr
      where qr.created_at >= ${from} and qr.created_at < ${until}
    ), counts as (
      select answer_id, count(*) as count,
        (array_agg(additional_info order by created_at desc) filter (where additional_info is not null and additional_info <> ''))[1:${MAX_ADDITIONAL_INFO}] as additional_info
      from month_responses group by answer_id
    ), answered as (
      select distinct q.questionnaire_id from counts join question_answers a on a.id = counts.answer_id join questions q on q.id = a.question_id
    )
    select qn.id as questionnaire_id, qn.name as questionnaire_name, q.id as question_id, q.title,
           a.id as answer_id, a.answer, a.is_custom, coalesce(counts.count, 0) as count, counts.additional_info
    from questionnaires qn
    join answered on answered.questionnaire_id = qn.id
    join questions q on q.questionnaire_id = qn.id
    join question_answers a on a.question_id = q.id
    left join counts on counts.answer_id = a.id
    order by qn.id, q.position, q.id, a.position, a.id`.execute(db);

  const result: TQuestionnaireResult[] = [];
  for (const r of rows) {
    let questionnaire = result.at(-1);
    if (!questionnaire || questionnaire.id !== r.questionnaire_id) {
      questionnaire = { id: r.questionnaire_id, name: r.questionnaire_name, questions: [] };
      result.push(questionnaire);
    }
    let question = questionnaire.questions.at(-1);
    if (!question || question.id !== r.question_id) {
      question = { id: r.question_id, title: r.title, answers: [] };
      questionnaire.questions.push(question);
    }
    question.answers.push({
      id: r.answer_id,
      answer: r.answer,
      count: Number(r.count),
      is_custom: r.is_custom,
      additional_info: r.additional_info ?? [],
    });
  }
  return result;
}
