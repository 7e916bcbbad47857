import { z } from 'zod';
import { API_PATHS, type ApiMethod, type ApiRouteId } from './api-paths';
import {
  submissionAcceptedSchema,
  universalSubmissionSchema,
  lipedemaSubmissionSchema,
  savedUniversalAssessmentSchema,
  savedLipedemaAssessmentSchema,
  mrsSubmissionSchema,
  mrsHistorySchema,
} from './assessments/schemas';
import { bingoBoardListSchema, bingoCellListSchema, bingoProgressSchema } from './bingo';
import {
  educationCategoryListSchema,
  educationModuleListSchema,
  educationModuleSchema,
  educationProgressListSchema,
  educationProgressSchema,
  educationProgressUpdateSchema,
} from './education';
import { dailyProtocolDaySchema, dailyProtocolStepUpdateSchema } from './daily-protocol';
import { errorBodySchema } from './errors';
import {
  courseEntryRequestSchema,
  courseEntrySchema,
  courseProgressSchema,
  courseProgressUpdateSchema,
  courseStateSchema,
} from './hot-flash-course';
import { healthResponseSchema, readinessResponseSchema } from './health';
import { personalDataDeletedSchema, personalDataExportSchema, privacyDashboardSchema } from './privacy';
import {
  shieldApplicationPageSchema,
  shieldApplicationRequestSchema,
  shieldApplicationSchema,
  shieldListQuerySchema,
} from './shield';
import { smartStackListSchema } from './smart-stacks';
import { askAuntieRequestSchema, askAuntieResponseSchema } from './chat';
import {
  createDonationIntentRequestSchema,
  donationConfigSchema,
  donationIntentSchema,
  webhookAcceptedSchema,
} from './donations';
import { symptomListQuerySchema, symptomLogPageSchema, symptomLogRequestSchema, symptomLogSchema } from './symptoms';

/**
 * Every /api route with its request and response schemas, keyed by a stable id. Method and path
 * come from API_PATHS (api-paths.ts), which browser code uses to build URLs; the API validates
 * with these schemas and generates its OpenAPI document (/api/docs) from them, so neither the
 * documentation nor the clients can drift from what the code accepts.
 */
export type ApiRoute = {
  method: ApiMethod;
  /** OpenAPI path template under /api, e.g. `/bingo/boards/{boardId}`. */
  path: string;
  summary: string;
  tag: string;
  /** True when the route reads or writes the visitor's data (X-Session-Id required). */
  session: boolean;
  body?: z.ZodType;
  /** Query-string parameters (an object schema). */
  query?: z.ZodObject;
  status: number;
  response?: z.ZodType;
  /**
   * Requests allowed per window, counted per client IP and (for session routes) per session.
   * Writes, export and chat declare one; the gateway enforces it and OpenAPI documents it.
   */
  rateLimit?: { perIp: number; perSession?: number; windowSeconds: number };
};

export const API_ROUTES = {
  health: {
    ...API_PATHS.health,
    summary: 'Liveness: the process is up',
    tag: 'health',
    session: false,
    status: 200,
    response: healthResponseSchema,
  },
  ready: {
    ...API_PATHS.ready,
    summary: 'Readiness: MongoDB (and Redis when configured) reachable',
    tag: 'health',
    session: false,
    status: 200,
    response: readinessResponseSchema,
  },
  smartStacks: {
    ...API_PATHS.smartStacks,
    summary: 'All active Smart Stack protocols',
    tag: 'smart-stacks',
    session: false,
    status: 200,
    response: smartStackListSchema,
  },
  submitHealthAssessment: {
    ...API_PATHS.submitHealthAssessment,
    summary: 'Save a universal health assessment (queued; duplicates collapse)',
    tag: 'assessments',
    session: true,
    body: universalSubmissionSchema,
    status: 202,
    response: submissionAcceptedSchema,
    rateLimit: { perIp: 60, perSession: 10, windowSeconds: 60 },
  },
  latestHealthAssessment: {
    ...API_PATHS.latestHealthAssessment,
    summary: "The session's latest saved universal assessment, or null",
    tag: 'assessments',
    session: true,
    status: 200,
    response: savedUniversalAssessmentSchema.nullable(),
  },
  submitLipedemaAssessment: {
    ...API_PATHS.submitLipedemaAssessment,
    summary: 'Save a lipedema recognition assessment (queued; duplicates collapse)',
    tag: 'assessments',
    session: true,
    body: lipedemaSubmissionSchema,
    status: 202,
    response: submissionAcceptedSchema,
    rateLimit: { perIp: 60, perSession: 10, windowSeconds: 60 },
  },
  latestLipedemaAssessment: {
    ...API_PATHS.latestLipedemaAssessment,
    summary: "The session's latest saved lipedema assessment, or null",
    tag: 'assessments',
    session: true,
    status: 200,
    response: savedLipedemaAssessmentSchema.nullable(),
  },
  submitMrsAssessment: {
    ...API_PATHS.submitMrsAssessment,
    summary: 'Save one completion of the Menopause Rating Scale (queued; a retried completion saves once)',
    tag: 'assessments',
    session: true,
    body: mrsSubmissionSchema,
    status: 202,
    response: submissionAcceptedSchema,
    rateLimit: { perIp: 60, perSession: 10, windowSeconds: 60 },
  },
  mrsAssessments: {
    ...API_PATHS.mrsAssessments,
    summary: "The session's Menopause Rating Scale completions, oldest first (at most the newest 100)",
    tag: 'assessments',
    session: true,
    status: 200,
    response: mrsHistorySchema,
  },
  hotFlashCourse: {
    ...API_PATHS.hotFlashCourse,
    summary: "The session's place in the hot flash course (null before starting) and its worksheets and weekly checks",
    tag: 'hot-flash-course',
    session: true,
    status: 200,
    response: courseStateSchema,
  },
  setCourseProgress: {
    ...API_PATHS.setCourseProgress,
    summary: 'Set the week and step she is on, paused or not, finished or not (week 1, step 0 restarts)',
    tag: 'hot-flash-course',
    session: true,
    body: courseProgressUpdateSchema,
    status: 200,
    response: courseProgressSchema,
    rateLimit: { perIp: 300, perSession: 60, windowSeconds: 60 },
  },
  addCourseEntry: {
    ...API_PATHS.addCourseEntry,
    summary: 'Save a worksheet or a weekly check (a retried entry id is stored once)',
    tag: 'hot-flash-course',
    session: true,
    body: courseEntryRequestSchema,
    status: 201,
    response: courseEntrySchema,
    rateLimit: { perIp: 120, perSession: 30, windowSeconds: 60 },
  },
  logSymptom: {
    ...API_PATHS.logSymptom,
    summary: 'Log a hot flash or a sleep/energy check-in',
    tag: 'symptoms',
    session: true,
    body: symptomLogRequestSchema,
    status: 201,
    response: symptomLogSchema,
    rateLimit: { perIp: 120, perSession: 30, windowSeconds: 60 },
  },
  symptomLogs: {
    ...API_PATHS.symptomLogs,
    summary: "The session's logs, newest first",
    tag: 'symptoms',
    session: true,
    query: symptomListQuerySchema,
    status: 200,
    response: symptomLogPageSchema,
  },
  deleteSymptomLog: {
    ...API_PATHS.deleteSymptomLog,
    summary: "Delete one of the session's own logs (404 for an unknown id or another session's log)",
    tag: 'symptoms',
    session: true,
    status: 204,
    rateLimit: { perIp: 120, perSession: 30, windowSeconds: 60 },
  },
  applyShield: {
    ...API_PATHS.applyShield,
    summary: 'Apply the Luxe Self-Care Shield',
    tag: 'shield',
    session: true,
    body: shieldApplicationRequestSchema,
    status: 201,
    response: shieldApplicationSchema,
    rateLimit: { perIp: 120, perSession: 30, windowSeconds: 60 },
  },
  shieldApplications: {
    ...API_PATHS.shieldApplications,
    summary: "The session's shield applications, newest first",
    tag: 'shield',
    session: true,
    query: shieldListQuerySchema,
    status: 200,
    response: shieldApplicationPageSchema,
  },
  bingoBoards: {
    ...API_PATHS.bingoBoards,
    summary: 'All self-care bingo boards',
    tag: 'bingo',
    session: false,
    status: 200,
    response: bingoBoardListSchema,
  },
  bingoCells: {
    ...API_PATHS.bingoCells,
    summary: "A board's 25 cells, by position (404 for an unknown board)",
    tag: 'bingo',
    session: false,
    status: 200,
    response: bingoCellListSchema,
  },
  bingoProgress: {
    ...API_PATHS.bingoProgress,
    summary: "The session's (X-Session-Id) completed cells on a board",
    tag: 'bingo',
    session: true,
    status: 200,
    response: bingoProgressSchema,
  },
  completeBingoCell: {
    ...API_PATHS.completeBingoCell,
    summary: 'Complete a cell (position 0-24; idempotent: a completed cell stays completed once); returns the progress',
    tag: 'bingo',
    session: true,
    status: 200,
    response: bingoProgressSchema,
    rateLimit: { perIp: 300, perSession: 60, windowSeconds: 60 },
  },
  resetBingoBoard: {
    ...API_PATHS.resetBingoBoard,
    summary:
      "New Board: clear the session's ticks on one board (404 for an unknown board; idempotent); nothing else of the session changes",
    tag: 'bingo',
    session: true,
    status: 200,
    response: bingoProgressSchema,
    rateLimit: { perIp: 120, perSession: 30, windowSeconds: 60 },
  },
  educationModules: {
    ...API_PATHS.educationModules,
    summary: 'The education library: every module (id, title, description, category, orderIndex, duration)',
    tag: 'education',
    session: false,
    status: 200,
    response: educationModuleListSchema,
  },
  educationModule: {
    ...API_PATHS.educationModule,
    summary: 'One module with its content, key insight and references (404 for an unknown id)',
    tag: 'education',
    session: false,
    status: 200,
    response: educationModuleSchema,
  },
  educationCategories: {
    ...API_PATHS.educationCategories,
    summary: 'Every education category: name, colour token, icon, description',
    tag: 'education',
    session: false,
    status: 200,
    response: educationCategoryListSchema,
  },
  readingProgress: {
    ...API_PATHS.readingProgress,
    summary: "The session's reading progress, one entry per module started",
    tag: 'education',
    session: true,
    status: 200,
    response: educationProgressListSchema,
  },
  recordReadingProgress: {
    ...API_PATHS.recordReadingProgress,
    summary: 'Report reading progress (monotonic; completed marks it done; reset starts over)',
    tag: 'education',
    session: true,
    body: educationProgressUpdateSchema,
    status: 200,
    response: educationProgressSchema,
    rateLimit: { perIp: 300, perSession: 60, windowSeconds: 60 },
  },
  dailyProtocolDay: {
    ...API_PATHS.dailyProtocolDay,
    summary: "The session's ticked steps of a day's protocol (date: the visitor's local YYYY-MM-DD, within 2 days of today)",
    tag: 'daily-protocol',
    session: true,
    status: 200,
    response: dailyProtocolDaySchema,
  },
  setDailyProtocolStep: {
    ...API_PATHS.setDailyProtocolStep,
    summary: "Tick or untick one step (0-2) of a day's protocol (idempotent: sets the state); returns the day",
    tag: 'daily-protocol',
    session: true,
    body: dailyProtocolStepUpdateSchema,
    status: 200,
    response: dailyProtocolDaySchema,
    rateLimit: { perIp: 300, perSession: 60, windowSeconds: 60 },
  },
  privacyDashboard: {
    ...API_PATHS.privacyDashboard,
    summary: 'What is stored for this session, by kind',
    tag: 'privacy',
    session: true,
    status: 200,
    response: privacyDashboardSchema,
  },
  privacyExport: {
    ...API_PATHS.privacyExport,
    summary: 'Everything stored for this session, as a JSON download',
    tag: 'privacy',
    session: true,
    status: 200,
    response: personalDataExportSchema,
    // Each export reads every collection of the session.
    rateLimit: { perIp: 30, perSession: 10, windowSeconds: 60 },
  },
  askAuntie: {
    ...API_PATHS.askAuntie,
    summary:
      'Ask an Auntie: a reply grounded in the education library, with resource links (nothing is stored; 504 when no reply in time)',
    tag: 'chat',
    session: true,
    body: askAuntieRequestSchema,
    status: 200,
    response: askAuntieResponseSchema,
    // Each reply costs a model call: a tighter limit than other writes.
    rateLimit: { perIp: 30, perSession: 10, windowSeconds: 60 },
  },
  deleteAccount: {
    ...API_PATHS.deleteAccount,
    summary: 'Delete everything stored for this session',
    tag: 'privacy',
    session: true,
    status: 200,
    response: personalDataDeletedSchema,
    rateLimit: { perIp: 30, perSession: 10, windowSeconds: 60 },
  },
  donationConfig: {
    ...API_PATHS.donationConfig,
    summary: 'Whether card donations are available here, with the Stripe publishable key, currency and amount limits',
    tag: 'donations',
    session: false,
    status: 200,
    response: donationConfigSchema,
  },
  createDonationIntent: {
    ...API_PATHS.createDonationIntent,
    summary:
      'Start a card donation: a Stripe PaymentIntent for the amount (dollars); 502 when Stripe fails, 503 when not configured',
    tag: 'donations',
    session: false,
    body: createDonationIntentRequestSchema,
    status: 200,
    response: donationIntentSchema,
    // Each call creates a PaymentIntent at Stripe.
    rateLimit: { perIp: 20, windowSeconds: 60 },
  },
  stripeWebhook: {
    ...API_PATHS.stripeWebhook,
    summary:
      'Stripe event delivery: signature checked on the raw body (Stripe-Signature), queued on donation-webhooks, answered at once. No per-IP limit: Stripe sends from a few addresses',
    tag: 'donations',
    session: false,
    status: 200,
    response: webhookAcceptedSchema,
  },
} as const satisfies Record<ApiRouteId, ApiRoute>;

/** The routes as a list (OpenAPI, the registered-routes test). */
export const API_ROUTE_LIST: ApiRoute[] = Object.values(API_ROUTES);

export const ERROR_RESPONSE_SCHEMA = errorBodySchema;
