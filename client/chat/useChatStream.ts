/** The chat's state and its one action, `ask`, wired to the answer stream. */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { API } from '../../shared/api';
import { CHAT_MODULE, HUMAN_SERVICE_TRIGGERS } from '../../shared/constants';
import { chatReducer, initialChatState, type ChatState } from './chatState';
import { openAnswerStream, StreamRefusedError } from './eventStream';

/** The whole trimmed message is one of the five phrases of UI-STRINGS.md. */
export function isHumanServiceRequest(content: string): boolean {
  return (HUMAN_SERVICE_TRIGGERS as readonly string[]).includes(content.trim());
}

export function useChatStream(): { state: ChatState; ask: (content: string) => void } {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const current = useRef<AbortController | null>(null);

  // Closing the chat box (unmounting) drops the answer on its way.
  useEffect(() => () => current.current?.abort(), []);

  const ask = useCallback((content: string) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    dispatch({ type: 'ask', content });
    const call = isHumanServiceRequest(content) ? API.humanServiceAsk : API.chatAsk;
    openAnswerStream(call, { content, module: CHAT_MODULE }, (event) => dispatch({ type: 'event', event }), { signal: controller.signal })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('chat: the answer stream failed', error);
        dispatch({ type: 'failed', desc: error instanceof StreamRefusedError ? error.desc : undefined });
      })
      .finally(() => {
        if (!controller.signal.aborted) dispatch({ type: 'ended' });
      });
  }, []);

  return { state, ask };
}
