// The async boundary federation needs: shared modules are negotiated before the app loads.
void import('./bootstrap');
