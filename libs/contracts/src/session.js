import { z } from 'zod';
import { SESSION_ID_PATTERN } from './session-id';
export { SESSION_HEADER, SESSION_ID_PATTERN, isSessionId } from './session-id';
export const sessionIdSchema = z
    .string()
    .regex(SESSION_ID_PATTERN, 'Session id must look like session-<13-digit timestamp>-<random>');
