/**
 * A visitor's 有帮助 / 没帮助 on a chat answer, as one analytics record on the page it was
 * given: the choice and the answer's place in the conversation, never a word of the question
 * or the answer. Loaded by the chat when a visitor rates, not before.
 */
import { currentPageView } from './currentPageView';
import { trackAction } from './trackPageView';

export function trackChatFeedback(value: 'up' | 'down', messageIndex: number): Promise<void> {
  return trackAction(currentPageView(), { type: 'chat_feedback', value, messageIndex });
}
