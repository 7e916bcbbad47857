/**
 * The dashboard's three forms, one chunk fetched on the first press of any of them: Radix Dialog
 * and the forms are not part of the dashboard's first visit (docs/decisions/0012-web-performance.md).
 */
export { CheckInDialog } from './check-in-dialog';
export { HotFlashDialog } from './hot-flash-dialog';
export { ShieldDialog } from './shield-dialog';
