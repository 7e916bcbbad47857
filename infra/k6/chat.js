// k6 run infra/k6/chat.js -e BASE_URL=https://renewed.example
// Ask an Auntie under load: each virtual user is a new visitor asking one question, then reading
// the reply for a while. Thresholds on p95 latency and error rate; a reply that takes longer than
// CHAT_TIMEOUT_MS is a 504 and counts as an error. Watch the chat worker scale meanwhile
// (kubectl get scaledobject,hpa,pods). The target needs RATE_LIMIT_FACTOR=100 or more.
// Requests: scenarios.json `k6.scenarios.chat`; load and thresholds: `k6.scripts.chat.options`.
import { sleep } from 'k6';
import { runScenario, script } from './lib.js';

const SCRIPT = script('chat');
export const options = SCRIPT.options;

export default function () {
  runScenario(SCRIPT.scenario);
  sleep(SCRIPT.thinkSeconds);
}
