import { z } from 'zod';

const stringMap = z.record(z.string(), z.string());

export const smartStackReferenceSchema = z.object({
  title: z.string(),
  source: z.string(),
  year: z.number().int(),
  url: z.string().optional(),
});

/** A Smart Stack protocol as the API returns it (docs/product.md, "Smart Stacks", plus evidence fields). */
export const smartStackSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  targetSymptoms: z.array(z.string()),
  supplements: z.array(z.string()),
  instructions: z.string(),
  timing: z.string(),
  duration: z.string(),
  expectedTimeline: z.string(),
  requiredTier: z.literal('free'),
  isActive: z.boolean(),
  coreProducts: stringMap.optional(),
  additionalSupports: stringMap.optional(),
  lifestyleIntegration: stringMap.optional(),
  difficulty: z.number().int().min(1).max(5).optional(),
  evidenceNote: z.string(),
  references: z.array(smartStackReferenceSchema),
});
export type SmartStackDto = z.infer<typeof smartStackSchema>;

export const smartStackListSchema = z.array(smartStackSchema);
