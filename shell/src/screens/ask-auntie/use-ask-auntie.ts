import type { AskAuntieResponse, ChatMessage } from '@renewed/contracts';
import { apiRoute } from '@renewed/contracts/api-paths';
import { apiSend } from '@renewed/web-kit';
import { useMutation } from '@tanstack/react-query';

/** `POST /api/ask-auntie` (no retries, like every call of the app). */
export function useAskAuntie() {
  return useMutation({
    mutationFn: (messages: ChatMessage[]) => apiSend<AskAuntieResponse>(apiRoute('askAuntie'), { messages }),
  });
}
