import { z } from 'zod';
export const privacyDashboardSchema = z.object({
    categories: z.array(z.object({ key: z.string(), label: z.string(), count: z.number().int() })),
    totalRecords: z.number().int(),
    retentionDays: z.number().int(),
});
export const personalDataExportSchema = z.object({
    product: z.literal('Renewed'),
    exportedAt: z.string(),
    data: z.record(z.string(), z.array(z.unknown())),
});
export const personalDataDeletedSchema = z.object({
    deleted: z.record(z.string(), z.number().int()),
    total: z.number().int(),
});
