import { z } from 'zod';
import { lipedemaSubmissionSchema, universalSubmissionSchema } from './assessments/schemas';
/** The three queues of ARCHITECTURE.md. Names are shared by producers (API) and consumers (worker). */
export const QUEUE_NAMES = {
    chat: 'chat',
    donationWebhooks: 'donation-webhooks',
    assessmentSaves: 'assessment-saves',
};
export const ALL_QUEUES = Object.values(QUEUE_NAMES);
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
]);
