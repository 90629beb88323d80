import type { TQuestionnaireResult } from '@flexapp/contract';

/** Questionnaire results without the remarks people wrote (aggregate-only analytics, decision 317). */
export const withoutRemarks = (results: TQuestionnaireResult[]): TQuestionnaireResult[] =>
  results.map((r) => ({
    ...r,
    questions: r.questions.map((q) => ({ ...q, answers: q.answers.map((a) => ({ ...a, additional_info: [] })) })),
  }));
