import { Schema } from 'mongoose';

/** Smart Stack protocols: seeded catalogue content, no visitor data. `_id` is the stack id. */
export const SMART_STACKS_COLLECTION = 'smart_stacks';

export const smartStackSchema = new Schema(
  {
    _id: { type: String, required: true },
    order: { type: Number, required: true },
    name: { type: String, required: true },
    description: { type: String, required: true },
    targetSymptoms: { type: [String], default: [] },
    supplements: { type: [String], default: [] },
    instructions: { type: String, required: true },
    timing: { type: String, required: true },
    duration: { type: String, required: true },
    expectedTimeline: { type: String, required: true },
    requiredTier: { type: String, required: true },
    isActive: { type: Boolean, required: true },
    coreProducts: { type: Map, of: String },
    additionalSupports: { type: Map, of: String },
    lifestyleIntegration: { type: Map, of: String },
    difficulty: { type: Number },
    evidenceNote: { type: String, required: true },
    references: { type: [{ _id: false, title: String, source: String, year: Number, url: String }], default: [] },
  },
  { collection: SMART_STACKS_COLLECTION, versionKey: false, timestamps: true },
);
// Serves GetSmartStacksQuery: active stacks in catalogue order.
smartStackSchema.index({ isActive: 1, order: 1 });
