import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { remoteConfig } from '../../infra/vite/remote-config';

export default defineConfig(remoteConfig('education', dirname(fileURLToPath(import.meta.url))));
