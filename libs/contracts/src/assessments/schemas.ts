import { z } from 'zod';
import { sessionIdSchema } from '../session';
import { LIPEDEMA_SYMPTOM_IDS, lipedemaCategoryCounts, lipedemaRiskScore } from './lipedema';
import { MRS_ITEM_IDS, MRS_MAXIMA, scoreMrs, type MrsAnswers } from './mrs';
import { UNIVERSAL_QUESTIONS, type UniversalQuestion } from './universal-questions';
import { scoreUniversalAssessment } from './universal-scoring';

const score = z.number().int().min(0).max(100);

function answerSchema(question: UniversalQuestion) {
  switch (question.type) {
    case 'radio':
      return z.enum(question.options.map((option) => option.value) as [string, ...string[]]);
    case 'checkbox': {
      const values = question.options.map((option) => option.value) as [string, ...string[]];
      return z
        .array(z.enum(values))
        .max(values.length)
        .refine((list) => new Set(list).size === list.length, 'Each option may be chosen once');
    }
    case 'scale':
      return z.number().int().min(question.min).max(question.max);
  }
}

/** Every question answered, each with a value its type allows; unknown question ids are refused. */
export const universalResponsesSchema = z.strictObject(
  Object.fromEntries(
    (UNIVERSAL_QUESTIONS as readonly UniversalQuestion[]).map((question) => [question.id, answerSchema(question)]),
  ) as Record<string, ReturnType<typeof answerSchema>>,
);

export const perimenopauseScoresSchema = z.strictObject({
  stage: z.string().max(64),
  symptoms: z.array(z.string().max(64)).max(10),
  symptomCount: z.number().int().min(0).max(10),
  needsSupport: z.boolean(),
  stageDescription: z.string().max(500),
});

export const universalScoresSchema = z.strictObject({
  movement: score,
  nutrition: score,
  purpose: score,
  social: score,
  stress: score,
  overall: score,
  perimenopause: perimenopauseScoresSchema,
});

/**
 * POST /api/health-assessment body: exactly the product's universal submission. The API recomputes
 * the scores from the answers and refuses a submission whose scores do not match them.
 */
export const universalSubmissionSchema = z
  .strictObject({
    sessionId: sessionIdSchema,
    assessmentType: z.literal('universal_health'),
    responses: universalResponsesSchema,
    scores: universalScoresSchema,
  })
  .superRefine((submission, context) => {
    const expected = scoreUniversalAssessment(submission.responses);
    if (JSON.stringify(canonical(expected)) !== JSON.stringify(canonical(submission.scores))) {
      context.addIssue({ code: 'custom', path: ['scores'], message: 'Scores do not match the answers' });
    }
  });
export type UniversalSubmission = z.infer<typeof universalSubmissionSchema>;

const lipedemaSymptomId = z.enum(LIPEDEMA_SYMPTOM_IDS as [string, ...string[]]);

/** POST /api/lipedema-assessment body, checked against the product's weights. */
export const lipedemaSubmissionSchema = z
  .strictObject({
    sessionId: sessionIdSchema,
    riskScore: z.number().int().min(0).max(100),
    symptoms: z.strictObject({
      selected: z
        .array(lipedemaSymptomId)
        .min(1, 'Choose at least one symptom')
        .max(LIPEDEMA_SYMPTOM_IDS.length)
        .refine((list) => new Set(list).size === list.length, 'Each symptom may be chosen once'),
      categories: z.strictObject({
        physical: z.number().int().min(0).max(6),
        pain: z.number().int().min(0).max(5),
        progression: z.number().int().min(0).max(4),
      }),
      total: z.number().int().min(1).max(15),
    }),
  })
  .superRefine((submission, context) => {
    const selected = submission.symptoms.selected;
    if (submission.riskScore !== lipedemaRiskScore(selected)) {
      context.addIssue({ code: 'custom', path: ['riskScore'], message: 'Risk score does not match the chosen symptoms' });
    }
    const counts = lipedemaCategoryCounts(selected);
    const given = submission.symptoms.categories;
    if (counts.physical !== given.physical || counts.pain !== given.pain || counts.progression !== given.progression) {
      context.addIssue({
        code: 'custom',
        path: ['symptoms', 'categories'],
        message: 'Category counts do not match the chosen symptoms',
      });
    }
    if (submission.symptoms.total !== selected.length) {
      context.addIssue({ code: 'custom', path: ['symptoms', 'total'], message: 'Total does not match the chosen symptoms' });
    }
  });
export type LipedemaSubmission = z.infer<typeof lipedemaSubmissionSchema>;

/** 202 answer of both POSTs. */
export const submissionAcceptedSchema = z.object({ id: z.string(), status: z.literal('accepted') });
export type SubmissionAccepted = z.infer<typeof submissionAcceptedSchema>;

export const savedUniversalAssessmentSchema = z.object({
  id: z.string(),
  assessmentType: z.literal('universal_health'),
  responses: z.record(z.string(), z.union([z.string(), z.array(z.string()), z.number()])),
  scores: universalScoresSchema,
  submittedAt: z.string(),
});
export type SavedUniversalAssessment = z.infer<typeof savedUniversalAssessmentSchema>;

/** A copy with object keys sorted at every depth, so key order never decides equality or hashes. */
export function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export const savedLipedemaAssessmentSchema = z.object({
  id: z.string(),
  riskScore: z.number().int(),
  symptoms: z.object({
    selected: z.array(z.string()),
    categories: z.object({ physical: z.number().int(), pain: z.number().int(), progression: z.number().int() }),
    total: z.number().int(),
  }),
  submittedAt: z.string(),
});
export type SavedLipedemaAssessment = z.infer<typeof savedLipedemaAssessmentSchema>;

const mrsRating = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** Every MRS item rated 0-4; unknown item ids are refused. */
export const mrsAnswersSchema = z.strictObject(
  Object.fromEntries(MRS_ITEM_IDS.map((id) => [id, mrsRating])) as Record<(typeof MRS_ITEM_IDS)[number], typeof mrsRating>,
);

export const mrsScoresSchema = z.strictObject({
  somatic: z.number().int().min(0).max(MRS_MAXIMA.somatic),
  psychological: z.number().int().min(0).max(MRS_MAXIMA.psychological),
  urogenital: z.number().int().min(0).max(MRS_MAXIMA.urogenital),
  total: z.number().int().min(0).max(MRS_MAXIMA.total),
});

/**
 * POST /api/menopause-rating-scale body. `completionId` is made by the browser once per
 * completion: a retried POST of the same completion saves once, while a second completion with
 * the same answers is kept as its own record (the MRS is meant to be repeated). The API
 * recomputes the scores and refuses any that do not match the answers.
 */
export const mrsSubmissionSchema = z
  .strictObject({
    sessionId: sessionIdSchema,
    completionId: z.uuid(),
    answers: mrsAnswersSchema,
    scores: mrsScoresSchema,
  })
  .superRefine((submission, context) => {
    const expected = scoreMrs(submission.answers as MrsAnswers);
    if (JSON.stringify(canonical(expected)) !== JSON.stringify(canonical(submission.scores))) {
      context.addIssue({ code: 'custom', path: ['scores'], message: 'Scores do not match the answers' });
    }
  });
export type MrsSubmission = z.infer<typeof mrsSubmissionSchema>;

export const savedMrsAssessmentSchema = z.object({
  id: z.string(),
  answers: mrsAnswersSchema,
  scores: mrsScoresSchema,
  submittedAt: z.string(),
});
export type SavedMrsAssessment = z.infer<typeof savedMrsAssessmentSchema>;

/** The most completions GET /api/menopause-rating-scale returns (the newest, shown oldest first). */
export const MRS_HISTORY_MAX = 100;

/** GET /api/menopause-rating-scale: the session's completions, oldest first. */
export const mrsHistorySchema = z.array(savedMrsAssessmentSchema).max(MRS_HISTORY_MAX);
export type MrsHistory = z.infer<typeof mrsHistorySchema>;
