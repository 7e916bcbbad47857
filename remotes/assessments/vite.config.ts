import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { remoteConfig } from '../../infra/vite/remote-config';

export default defineConfig(remoteConfig('assessments', dirname(fileURLToPath(import.meta.url))));
