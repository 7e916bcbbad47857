/**
 * localStorage: a summary of the writes waiting on this device (what, and where they go), so the
 * page can show them without loading the queue. A `renewed-` key: "delete my data" clears it.
 * In a file of its own with no imports: the page's entry reads it before anything else loads.
 */
export const OUTBOX_SUMMARY_KEY = 'renewed-outbox';
