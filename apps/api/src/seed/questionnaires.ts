import { ColumnWriter, type Trx } from './bulk';
import type { People } from './people';
import { clamp, type Random } from './random';

/** Questionnaires with answers given over the last months (each month has responses). */

interface AnswerSpec {
  answer: string;
  custom?: boolean;
  /** Relative popularity at the start of the period... */
  from: number;
  /** ...and at the end (opinions drift). */
  to: number;
}

interface QuestionnaireSpec {
  name: string;
  /** Share of the monthly submissions. */
  share: number;
  questions: { title: string; answers: AnswerSpec[] }[];
}

const questionnaires: QuestionnaireSpec[] = [
  {
    name: 'Werkplekbeleving / Workplace satisfaction',
    share: 0.65,
    questions: [
      {
        title: 'How satisfied are you with your workplace today?',
        answers: [
          { answer: 'Very satisfied', from: 2, to: 4 },
          { answer: 'Satisfied', from: 5, to: 6 },
          { answer: 'Neutral', from: 3, to: 2 },
          { answer: 'Dissatisfied', from: 2, to: 1 },
          { answer: 'Other', custom: true, from: 0.6, to: 0.5 },
        ],
      },
      {
        title: 'How did you find a desk today?',
        answers: [
          { answer: 'Booked it in advance', from: 3, to: 6 },
          { answer: 'Walked in and found one', from: 5, to: 4 },
          { answer: 'Had to search for a while', from: 2, to: 1 },
          { answer: 'Other', custom: true, from: 0.5, to: 0.5 },
        ],
      },
      {
        title: 'How was the noise level?',
        answers: [
          { answer: 'Quiet', from: 3, to: 4 },
          { answer: 'Acceptable', from: 5, to: 5 },
          { answer: 'Too loud', from: 3, to: 2 },
        ],
      },
      {
        title: 'Which facility should we improve first?',
        answers: [
          { answer: 'Coffee and lunch', from: 3, to: 2 },
          { answer: 'Meeting rooms', from: 3, to: 3 },
          { answer: 'Monitors and docking stations', from: 4, to: 2 },
          { answer: 'Quiet zones', from: 2, to: 3 },
          { answer: 'Something else', custom: true, from: 1, to: 1 },
        ],
      },
    ],
  },
  {
    name: 'Hybride werken / Hybrid working',
    share: 0.35,
    questions: [
      {
        title: 'How many days a week would you like to work at the office?',
        answers: [
          { answer: '0-1 days', from: 2, to: 1.5 },
          { answer: '2 days', from: 4, to: 4 },
          { answer: '3 days', from: 3, to: 4 },
          { answer: '4-5 days', from: 1, to: 1.5 },
        ],
      },
      {
        title: 'What is your main reason to come to the office?',
        answers: [
          { answer: 'Working with my team', from: 5, to: 6 },
          { answer: 'Focus work', from: 2, to: 2 },
          { answer: 'Meeting colleagues', from: 3, to: 3 },
          { answer: 'Other', custom: true, from: 0.8, to: 0.8 },
        ],
      },
      {
        title: 'Would you like more quiet zones?',
        answers: [
          { answer: 'Yes', from: 5, to: 4 },
          { answer: 'No', from: 3, to: 4 },
          { answer: 'No opinion', from: 2, to: 2 },
        ],
      },
    ],
  },
];

const customTexts = [
  'Prima werkplek, maar de stoel was kapot.',
  'The screen at my desk flickers.',
  'Te weinig stopcontacten bij de raamplekken.',
  'More plants would be nice.',
  'Koffieautomaat op de 2e verdieping is vaak leeg.',
  'Could we have a phone booth on every floor?',
  'Graag betere verlichting in de hoek.',
  'Parking was full again.',
  'Fijne sfeer vandaag!',
  'Docking station did not work with my laptop.',
  'Meer vergaderruimtes voor kleine groepen.',
  'The air conditioning is too cold.',
];

export interface QuestionnaireCounts {
  questionnaires: number;
  questions: number;
  responses: number;
}

export async function insertQuestionnaires(
  trx: Trx,
  people: People,
  random: Random,
  options: { now: Date; months: number; submissionsPerMonth: number; createdAt: Date },
): Promise<QuestionnaireCounts> {
  const { now, months } = options;
  const responses = new ColumnWriter(trx, 'questionnaire_responses', {
    question_id: 'int4',
    answer_id: 'int4',
    user_id: 'int4',
    additional_info: 'text',
    created_at: 'timestamptz',
  });
  let questionCount = 0;
  const first = new Date(now.getFullYear(), now.getMonth() - (months - 1), 1);

  for (const spec of questionnaires) {
    const { id: questionnaireId } = await trx
      .insertInto('questionnaires')
      .values({ name: spec.name, is_active: true, created_at: options.createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    const questions: { id: number; answers: (AnswerSpec & { id: number })[] }[] = [];
    for (const [position, q] of spec.questions.entries()) {
      const { id } = await trx
        .insertInto('questions')
        .values({ questionnaire_id: questionnaireId, title: q.title, position })
        .returning('id')
        .executeTakeFirstOrThrow();
      const answerRows = await trx
        .insertInto('question_answers')
        .values(
          q.answers.map((a, i) => ({ question_id: id, answer: a.answer, is_custom: a.custom ?? false, position: i })),
        )
        .returning(['id', 'position'])
        .execute();
      const byPosition = new Map(answerRows.map((r) => [r.position, r.id]));
      questions.push({ id, answers: q.answers.map((a, i) => ({ ...a, id: byPosition.get(i)! })) });
      questionCount++;
    }

    // One submission answers every question of the questionnaire at the same moment.
    for (let m = 0; m < months; m++) {
      const monthStart = new Date(first.getFullYear(), first.getMonth() + m, 1);
      const monthEnd = new Date(first.getFullYear(), first.getMonth() + m + 1, 1);
      const until = Math.min(monthEnd.getTime(), now.getTime());
      const progress = months > 1 ? m / (months - 1) : 1;
      const submissions = Math.max(
        3,
        Math.round(options.submissionsPerMonth * spec.share * clamp(random.normal(1, 0.15), 0.6, 1.4)),
      );
      for (let s = 0; s < submissions; s++) {
        const createdAt = new Date(
          monthStart.getTime() + random.float() * Math.max(0, until - monthStart.getTime() - 1_000),
        );
        const userId = random.chance(0.9) ? random.pick(people.persons).id : null;
        for (const question of questions) {
          const answer = random.weighted(
            question.answers,
            question.answers.map((a) => a.from + (a.to - a.from) * progress),
          );
          responses.push({
            question_id: question.id,
            answer_id: answer.id,
            user_id: userId,
            additional_info: answer.custom ? random.pick(customTexts) : null,
            created_at: createdAt,
          });
        }
      }
    }
  }
  await responses.flush();
  return { questionnaires: questionnaires.length, questions: questionCount, responses: responses.total };
}
