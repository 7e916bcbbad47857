import { z } from 'zod';
import { SESSION_ID_PATTERN, sessionIdProblem } from './session-id';

export { SESSION_HEADER, SESSION_ID_PATTERN, isSessionId, sessionIdProblem, type SessionId } from './session-id';

export const sessionIdSchema = z
  .string()
  .regex(SESSION_ID_PATTERN, 'Session id must look like session-<13-digit timestamp>-<random>')
  .superRefine((value, context) => {
    const problem = SESSION_ID_PATTERN.test(value) ? sessionIdProblem(value) : undefined;
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
