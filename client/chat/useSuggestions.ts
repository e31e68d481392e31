/** Suggested questions (module " ics"); `refresh` is the 换一换 button. */
import { useCallback, useEffect, useState } from 'react';
import { API } from '../../shared/api';
import { CHAT_MODULE } from '../../shared/constants';
import { apiRequest } from '../api/http';

export function useSuggestions(): { questions: string[]; loading: boolean; refresh: () => void } {
  const [questions, setQuestions] = useState<string[]>([]);
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    apiRequest<string[]>(API.promptList, { body: { module: CHAT_MODULE }, signal: controller.signal })
      .then((answer) => {
        if (answer.code === 200 && Array.isArray(answer.data)) setQuestions(answer.data.filter((q) => typeof q === 'string'));
      })
      .catch(() => {
        // The API client has already told the visitor when it matters; keep the old list.
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [round]);

  const refresh = useCallback(() => setRound((r) => r + 1), []);
  return { questions, loading, refresh };
}
