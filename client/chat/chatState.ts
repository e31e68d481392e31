/**
 * The chat as a reducer: messages, the stream status held, and which answer is on its way.
 * Pure, so the status rules of docs/product.md#stream-statuses are tested without a browser.
 *
 * Status held: -1 before anything, then the last event's status while an answer streams.
 * The product blocks input while a status other than 0 is held and warns while 0 is; so that a
 * visitor can always ask the next question, the held status goes back to -1 when the
 * answer's stream has ended, whichever way it ended (finished, failed or 停止生成).
 *
 * Events go to the answer being streamed (`activeId`): a new question, 重新生成 of an older
 * answer and 停止生成 all move it, so a late event of an abandoned stream lands nowhere.
 */
import { STREAM_STATUS, type StreamEvent } from '../../shared/api';
import { CHAT_CONTENT_MAX } from '../../shared/messages';
import { stripTags } from './stripTags';

/**
 * How an answer stands: on its way, finished, stopped by the visitor (已停止), cut off by a
 * page unload while it streamed (回答已中断), or failed (the error line, after what came).
 */
export type AnswerEnd = 'streaming' | 'done' | 'stopped' | 'interrupted' | 'failed';
export type Feedback = 'up' | 'down';

export interface ChatMessage {
  id: number;
  type: 0;
  /** The visitor's text, tags stripped. */
  meContent: string;
  /** The streamed answer, as far as it came. */
  aiContent: string;
  /** 8 when the answer offers human service (shows the WeChat QR). */
  status: number;
  end: AnswerEnd;
  /** Why the server refused the question (too many questions), when it said so. */
  errorDesc?: string;
  /** 有帮助 / 没帮助, given once. */
  feedback?: Feedback;
  /** The server's id of the answer, from the stream's closing event: what a complaint cites. */
  contentId?: string;
}

export interface ChatState {
  messages: ChatMessage[];
  heldStatus: number;
  streaming: boolean;
  /** The message whose answer is streaming, or null. */
  activeId: number | null;
}

export type ChatAction =
  | { type: 'ask'; content: string }
  | { type: 'regenerate'; id: number }
  | { type: 'event'; event: StreamEvent }
  | { type: 'failed'; desc?: string }
  | { type: 'ended' }
  | { type: 'stop' }
  | { type: 'feedback'; id: number; value: Feedback }
  | { type: 'restore'; messages: ChatMessage[] }
  | { type: 'clear' };

const CONTENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const initialChatState: ChatState = { messages: [], heldStatus: STREAM_STATUS.none, streaming: false, activeId: null };

export type SendVerdict = 'send' | 'empty' | 'tooLong' | 'busy';

/** What pressing Enter does now: send, refuse (empty, too long), or warn (an answer is streaming). */
export function sendVerdict(state: ChatState, input: string): SendVerdict {
  const text = input.trim();
  if (text === '') return 'empty';
  if (text.length > CHAT_CONTENT_MAX) return 'tooLong';
  if (state.streaming || state.heldStatus !== STREAM_STATUS.none) return 'busy';
  return 'send';
}

/** A content id as the server writes them (a UUID); anything else is not kept or linked. */
export function isContentId(value: unknown): value is string {
  return typeof value === 'string' && CONTENT_ID.test(value);
}

/** An answer the visitor can act on: copy, regenerate, rate. */
export function isFinished(message: ChatMessage): boolean {
  return message.end !== 'streaming';
}

function updateActive(state: ChatState, update: (m: ChatMessage) => ChatMessage): ChatMessage[] {
  return state.messages.map((m) => (m.id === state.activeId ? update(m) : m));
}

/** The answer stops streaming, however it ended; input is free again. */
function settle(state: ChatState, end: (m: ChatMessage) => AnswerEnd): ChatState {
  const messages = updateActive(state, (m) => (m.end === 'streaming' ? { ...m, end: end(m) } : m));
  return { messages, heldStatus: STREAM_STATUS.none, streaming: false, activeId: null };
}

/** The question again, its answer to come anew (重新生成): no text, feedback or error of the old one. */
function fresh(m: ChatMessage): ChatMessage {
  return { id: m.id, type: 0, meContent: m.meContent, aiContent: '', status: STREAM_STATUS.none, end: 'streaming' };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'ask': {
      const id = (state.messages[state.messages.length - 1]?.id ?? 0) + 1;
      const message: ChatMessage = { id, type: 0, meContent: stripTags(action.content), aiContent: '', status: STREAM_STATUS.none, end: 'streaming' };
      return { messages: [...state.messages, message], heldStatus: STREAM_STATUS.none, streaming: true, activeId: id };
    }
    case 'regenerate': {
      if (!state.messages.some((m) => m.id === action.id)) return state;
      const messages = state.messages.map((m) => (m.id === action.id ? fresh(m) : m.id === state.activeId ? { ...m, end: 'stopped' as const } : m));
      return { messages, heldStatus: STREAM_STATUS.none, streaming: true, activeId: action.id };
    }
    case 'event': {
      if (state.activeId === null) return state;
      const { status, content, contentId } = action.event;
      if (status === STREAM_STATUS.text) {
        const labelled = isContentId(contentId) ? { contentId } : {};
        return { ...state, heldStatus: status, messages: updateActive(state, (m) => ({ ...m, aiContent: m.aiContent + content, ...labelled })) };
      }
      if (status === STREAM_STATUS.humanService) {
        return { ...state, heldStatus: status, messages: updateActive(state, (m) => ({ ...m, aiContent: m.aiContent + content, status })) };
      }
      if (status === STREAM_STATUS.error) {
        // What came before the error stays; the error line follows it.
        return { ...state, heldStatus: status, messages: updateActive(state, (m) => ({ ...m, status, end: 'failed' })) };
      }
      return state; // other statuses are ignored
    }
    case 'failed': {
      if (state.activeId === null) return state;
      const { desc } = action;
      return {
        ...state,
        heldStatus: STREAM_STATUS.error,
        messages: updateActive(state, (m) => ({ ...m, status: STREAM_STATUS.error, end: 'failed', ...(desc ? { errorDesc: desc } : {}) })),
      };
    }
    case 'ended':
      // A stream that ended without a word is a failure too, not an endless spinner.
      return settle(state, (m) => (m.aiContent === '' ? 'failed' : 'done'));
    case 'stop':
      return settle(state, () => 'stopped');
    case 'feedback':
      return {
        ...state,
        messages: state.messages.map((m) => (m.id === action.id && m.feedback === undefined && m.end === 'done' ? { ...m, feedback: action.value } : m)),
      };
    case 'restore':
      return action.messages.length ? { ...initialChatState, messages: action.messages } : state;
    case 'clear':
      return { ...initialChatState };
  }
}
