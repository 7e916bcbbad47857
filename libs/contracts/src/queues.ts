import { z } from 'zod';
import { lipedemaSubmissionSchema, mrsSubmissionSchema, universalSubmissionSchema } from './assessments/schemas';

/** The queues of docs/architecture.md ("Queues"). Names are shared by producers (API) and consumers (worker). */
export const QUEUE_NAMES = {
  chat: 'chat',
  donationWebhooks: 'donation-webhooks',
  assessmentSaves: 'assessment-saves',
} as const;
export type QueueName = (typeof QUEUE_NAMES)[keyof typeof QUEUE_NAMES];
export const ALL_QUEUES = Object.values(QUEUE_NAMES) as QueueName[];

/** Job payload of `assessment-saves`; the job id is `submissionId`, so duplicates collapse. */
export const assessmentSaveJobSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('universal'),
    submissionId: z.string().regex(/^[a-f0-9]{32}$/),
    submittedAt: z.iso.datetime(),
    submission: universalSubmissionSchema,
  }),
  z.strictObject({
    kind: z.literal('lipedema'),
    submissionId: z.string().regex(/^[a-f0-9]{32}$/),
    submittedAt: z.iso.datetime(),
    submission: lipedemaSubmissionSchema,
  }),
  z.strictObject({
    kind: z.literal('mrs'),
    submissionId: z.string().regex(/^[a-f0-9]{32}$/),
    submittedAt: z.iso.datetime(),
    submission: mrsSubmissionSchema,
  }),
]);
export type AssessmentSaveJob = z.infer<typeof assessmentSaveJobSchema>;
