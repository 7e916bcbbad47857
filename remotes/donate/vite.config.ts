import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { remoteConfig } from '../../infra/vite/remote-config';

// ./App is the /subscribe page; ./FloatingDonation is the floating button and dialog the shell
// shows on the landing page and the dashboard.
export default defineConfig(
  remoteConfig('donate', dirname(fileURLToPath(import.meta.url)), { './FloatingDonation': 'src/floating-donation.tsx' }),
);
