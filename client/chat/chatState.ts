/**
 * The chat as a reducer: messages, the stream status held, and whether an answer is on
 * its way. Pure, so the status rules of SPEC.md section 4 are tested without a browser.
 *
 * Status held: -1 before anything, then the last event's status while an answer streams.
 * SPEC.md blocks input while a status other than 0 is held and warns while 0 is; so that a
 * visitor can always ask the next question, the held status goes back to -1 when the
 * answer's stream has ended, whichever way it ended.
 */
import { STREAM_STATUS, type StreamEvent } from '../../shared/api';
import { stripTags } from './stripTags';

export interface ChatMessage {
  id: number;
  type: 0;
  /** The visitor's text, tags stripped. */
  meContent: string;
  /** The streamed answer; the literal 'error' when it failed. */
  aiContent: string;
  /** 8 when the answer offers human service (shows the WeChat QR). */
  status: number;
  /** Why the server refused the question (too many questions), when it said so. */
  errorDesc?: string;
}

export interface ChatState {
  messages: ChatMessage[];
  heldStatus: number;
  streaming: boolean;
}

export type ChatAction = { type: 'ask'; content: string } | { type: 'event'; event: StreamEvent } | { type: 'failed'; desc?: string } | { type: 'ended' };

export const ERROR_CONTENT = 'error';

export const initialChatState: ChatState = { messages: [], heldStatus: STREAM_STATUS.none, streaming: false };

export type SendVerdict = 'send' | 'empty' | 'busy';

/** What pressing Enter does now: send, nothing (empty), or warn (an answer is streaming). */
export function sendVerdict(state: ChatState, input: string): SendVerdict {
  if (input.trim() === '') return 'empty';
  if (state.streaming || state.heldStatus !== STREAM_STATUS.none) return 'busy';
  return 'send';
}

function updateLast(state: ChatState, update: (m: ChatMessage) => ChatMessage): ChatMessage[] {
  const last = state.messages[state.messages.length - 1];
  if (!last) return state.messages;
  return [...state.messages.slice(0, -1), update(last)];
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'ask': {
      const id = (state.messages[state.messages.length - 1]?.id ?? 0) + 1;
      const message: ChatMessage = { id, type: 0, meContent: stripTags(action.content), aiContent: '', status: STREAM_STATUS.none };
      return { messages: [...state.messages, message], heldStatus: STREAM_STATUS.none, streaming: true };
    }
    case 'event': {
      const { status, content } = action.event;
      if (status === STREAM_STATUS.text) {
        return { ...state, heldStatus: status, messages: updateLast(state, (m) => ({ ...m, aiContent: m.aiContent + content })) };
      }
      if (status === STREAM_STATUS.humanService) {
        return {
          ...state,
          heldStatus: status,
          messages: updateLast(state, (m) => ({ ...m, aiContent: m.aiContent + content, status })),
        };
      }
      if (status === STREAM_STATUS.error) {
        return { ...state, heldStatus: status, messages: updateLast(state, (m) => ({ ...m, aiContent: ERROR_CONTENT, status })) };
      }
      return state; // other statuses are ignored
    }
    case 'failed': {
      const failed = chatReducer(state, { type: 'event', event: { status: STREAM_STATUS.error, type: 'text', content: '' } });
      const { desc } = action;
      return desc ? { ...failed, messages: updateLast(failed, (m) => ({ ...m, errorDesc: desc })) } : failed;
    }
    case 'ended': {
      // A stream that ended without a word is a failure too, not an endless spinner.
      const last = state.messages[state.messages.length - 1];
      const silent = last !== undefined && last.aiContent === '';
      const messages = silent ? updateLast(state, (m) => ({ ...m, aiContent: ERROR_CONTENT, status: STREAM_STATUS.error })) : state.messages;
      return { messages, heldStatus: STREAM_STATUS.none, streaming: false };
    }
  }
}
