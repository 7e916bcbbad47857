import { submissionAcceptedSchema, universalSubmissionSchema, lipedemaSubmissionSchema, savedUniversalAssessmentSchema, savedLipedemaAssessmentSchema } from './assessments/schemas';
import { errorBodySchema } from './errors';
import { healthResponseSchema, readinessResponseSchema } from './health';
import { personalDataDeletedSchema, personalDataExportSchema, privacyDashboardSchema } from './privacy';
import { smartStackListSchema } from './smart-stacks';
export const API_ROUTES = [
    { method: 'get', path: '/health', summary: 'Liveness: the process is up', tag: 'health', session: false, status: 200, response: healthResponseSchema },
    { method: 'get', path: '/ready', summary: 'Readiness: MongoDB (and Redis when configured) reachable', tag: 'health', session: false, status: 200, response: readinessResponseSchema },
    { method: 'get', path: '/smart-stacks', summary: 'All active Smart Stack protocols', tag: 'smart-stacks', session: false, status: 200, response: smartStackListSchema },
    {
        method: 'post',
        path: '/health-assessment',
        summary: 'Save a universal health assessment (queued; duplicates collapse)',
        tag: 'assessments',
        session: true,
        body: universalSubmissionSchema,
        status: 202,
        response: submissionAcceptedSchema,
    },
    {
        method: 'get',
        path: '/health-assessment',
        summary: "The session's latest saved universal assessment, or null",
        tag: 'assessments',
        session: true,
        status: 200,
        response: savedUniversalAssessmentSchema.nullable(),
    },
    {
        method: 'post',
        path: '/lipedema-assessment',
        summary: 'Save a lipedema recognition assessment (queued; duplicates collapse)',
        tag: 'assessments',
        session: true,
        body: lipedemaSubmissionSchema,
        status: 202,
        response: submissionAcceptedSchema,
    },
    {
        method: 'get',
        path: '/lipedema-assessment',
        summary: "The session's latest saved lipedema assessment, or null",
        tag: 'assessments',
        session: true,
        status: 200,
        response: savedLipedemaAssessmentSchema.nullable(),
    },
    { method: 'get', path: '/privacy/dashboard', summary: 'What is stored for this session, by kind', tag: 'privacy', session: true, status: 200, response: privacyDashboardSchema },
    { method: 'get', path: '/privacy/export', summary: 'Everything stored for this session, as a JSON download', tag: 'privacy', session: true, status: 200, response: personalDataExportSchema },
    { method: 'delete', path: '/privacy/delete-account', summary: 'Delete everything stored for this session', tag: 'privacy', session: true, status: 200, response: personalDataDeletedSchema },
];
export const ERROR_RESPONSE_SCHEMA = errorBodySchema;
