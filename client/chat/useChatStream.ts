/**
 * The chat's state and what a visitor does with it, wired to the answer stream: ask,
 * regenerate an answer, stop one, rate one, start over. The conversation is restored from
 * sessionStorage before the first paint and kept there as it changes (./chatStorage.ts).
 */
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { API, type StreamEvent } from '../../shared/api';
import { CHAT_MODULE, HUMAN_SERVICE_TRIGGERS } from '../../shared/constants';
import { chatReducer, initialChatState, type ChatMessage, type ChatState, type Feedback } from './chatState';
import { browserSessionStorage, loadConversation, saveConversation } from './chatStorage';
import { openAnswerStream, StreamRefusedError } from './eventStream';

/**
 * While an answer streams, the conversation is stored at most this often (each piece would
 * serialize it tens of times a second); at its end, and when the page is hidden, at once.
 */
const SAVE_WHILE_STREAMING_MS = 1000;

/** The whole trimmed message is one of the five phrases of docs/product.md#human-service. */
export function isHumanServiceRequest(content: string): boolean {
  return (HUMAN_SERVICE_TRIGGERS as readonly string[]).includes(content.trim());
}

export interface ChatStream {
  state: ChatState;
  ask: (content: string) => void;
  regenerate: (message: ChatMessage) => void;
  stop: () => void;
  /** 有帮助 / 没帮助 on the answer at `index` in the conversation: once, recorded through /log. */
  rate: (message: ChatMessage, index: number, value: Feedback) => void;
  clear: () => void;
}

/** Keeps the conversation in sessionStorage: throttled while an answer streams, and on pagehide. */
function usePersistence(state: ChatState): void {
  const latest = useRef(state);
  latest.current = state;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    // The untouched initial state is nothing to keep (and must not wipe what is stored).
    if (state === initialChatState) return;
    const save = () => {
      timer.current = undefined;
      saveConversation(browserSessionStorage(), latest.current.messages);
    };
    if (!state.streaming) {
      clearTimeout(timer.current);
      save();
    } else if (timer.current === undefined) {
      timer.current = setTimeout(save, SAVE_WHILE_STREAMING_MS);
    }
  }, [state]);

  useEffect(() => {
    const onHide = () => {
      if (latest.current !== initialChatState) saveConversation(browserSessionStorage(), latest.current.messages);
    };
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      clearTimeout(timer.current);
    };
  }, []);
}

export function useChatStream(): ChatStream {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const current = useRef<AbortController | null>(null);
  /** Answers rated in this page: a second click before the re-render sends nothing. */
  const rated = useRef(new Set<number>());

  // Before the first paint, so a reload shows the conversation, never an empty chat first.
  useLayoutEffect(() => dispatch({ type: 'restore', messages: loadConversation(browserSessionStorage()) }), []);
  usePersistence(state);

  // Unmounting drops the answer on its way (and with it the request upstream).
  useEffect(() => () => current.current?.abort(), []);

  const stream = useCallback((content: string) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    const call = isHumanServiceRequest(content) ? API.humanServiceAsk : API.chatAsk;
    const onEvent = (event: StreamEvent) => {
      // A piece already read when 停止生成 was pressed is not shown: the text stops at once.
      if (!controller.signal.aborted) dispatch({ type: 'event', event });
    };
    openAnswerStream(call, { content, module: CHAT_MODULE }, onEvent, { signal: controller.signal })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('chat: the answer stream failed', error);
        dispatch({ type: 'failed', desc: error instanceof StreamRefusedError ? error.desc : undefined });
      })
      .finally(() => {
        if (controller.signal.aborted) return;
        if (current.current === controller) current.current = null;
        dispatch({ type: 'ended' });
      });
  }, []);

  const ask = useCallback(
    (content: string) => {
      dispatch({ type: 'ask', content });
      stream(content);
    },
    [stream],
  );

  const regenerate = useCallback(
    (message: ChatMessage) => {
      rated.current.delete(message.id);
      dispatch({ type: 'regenerate', id: message.id });
      stream(message.meContent);
    },
    [stream],
  );

  const stop = useCallback(() => {
    current.current?.abort();
    current.current = null;
    dispatch({ type: 'stop' });
  }, []);

  const rate = useCallback((message: ChatMessage, index: number, value: Feedback) => {
    if (message.feedback !== undefined || message.end !== 'done' || rated.current.has(message.id)) return;
    rated.current.add(message.id);
    dispatch({ type: 'feedback', id: message.id, value });
    // The choice and the answer's place only: never the question's or the answer's text.
    import('../analytics/trackChatFeedback').then(
      ({ trackChatFeedback }) => trackChatFeedback(value, index),
      () => {}, // Analytics never disturbs the chat.
    );
  }, []);

  const clear = useCallback(() => {
    current.current?.abort();
    current.current = null;
    rated.current.clear();
    dispatch({ type: 'clear' });
    saveConversation(browserSessionStorage(), []);
  }, []);

  return { state, ask, regenerate, stop, rate, clear };
}
