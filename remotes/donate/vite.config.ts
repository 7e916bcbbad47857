import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { remoteConfig } from '../../infra/vite/remote-config';
import { DONATION_HOST_MODULE } from '../../libs/contracts/src/donation-pages';

// ./App is the /subscribe page; ./DonationHost is the dialog the shell's floating button opens on
// the landing page and the dashboard.
export default defineConfig(
  remoteConfig('donate', dirname(fileURLToPath(import.meta.url)), { [DONATION_HOST_MODULE]: 'src/donation-host.tsx' }),
);
