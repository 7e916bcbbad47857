// Standalone entry: the async boundary federation needs before shared modules load.
void import('./bootstrap');
