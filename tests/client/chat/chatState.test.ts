import { describe, expect, it } from 'vitest';
import { chatReducer, ERROR_CONTENT, initialChatState, sendVerdict, type ChatAction, type ChatState } from '../../../client/chat/chatState';

const event = (status: number, content = ''): ChatAction => ({ type: 'event', event: { status, type: 'text', content } });
const run = (...actions: ChatAction[]): ChatState => actions.reduce(chatReducer, initialChatState);

describe('the chat state', () => {
  it('lets the first question through while no status is held (-1)', () => {
    expect(initialChatState.heldStatus).toBe(-1);
    expect(sendVerdict(initialChatState, '你好')).toBe('send');
  });

  it('does not send a trimmed-empty input', () => {
    expect(sendVerdict(initialChatState, '  \n ')).toBe('empty');
  });

  it('appends status-0 pieces to the last answer', () => {
    const state = run({ type: 'ask', content: '语音合成' }, event(0, '语音'), event(0, '合成'));
    expect(state.messages).toHaveLength(1);
    expect(state.messages[0]).toMatchObject({ meContent: '语音合成', aiContent: '语音合成', status: -1 });
    expect(state.heldStatus).toBe(0);
  });

  it('refuses to send while an answer streams, and warns (busy)', () => {
    const state = run({ type: 'ask', content: '你好' }, event(0, '您'));
    expect(sendVerdict(state, '下一个问题')).toBe('busy');
    expect(sendVerdict(run({ type: 'ask', content: '你好' }), '下一个')).toBe('busy');
  });

  it('blocks input while status 8 or 3 is held during the stream', () => {
    expect(sendVerdict(run({ type: 'ask', content: '人工' }, event(8, '转接')), '再问')).toBe('busy');
    expect(sendVerdict(run({ type: 'ask', content: '你好' }, event(3)), '再问')).toBe('busy');
  });

  it('releases the input once the answer has ended, so the next question can always be asked', () => {
    for (const status of [0, 3, 8]) {
      const state = run({ type: 'ask', content: '你好' }, event(status, '答'), { type: 'ended' });
      expect(state.heldStatus).toBe(-1);
      expect(sendVerdict(state, '下一个问题')).toBe('send');
    }
  });

  it('marks the answer as an error on status 3', () => {
    const state = run({ type: 'ask', content: '你好' }, event(0, '半句'), event(3));
    expect(state.messages[0]).toMatchObject({ aiContent: ERROR_CONTENT, status: 3 });
  });

  it('keeps the text and flags human service on status 8', () => {
    const state = run({ type: 'ask', content: '转人工' }, event(8, '好的，'), event(8, '请扫码'));
    expect(state.messages[0]).toMatchObject({ aiContent: '好的，请扫码', status: 8 });
  });

  it('ignores any other status', () => {
    const before = run({ type: 'ask', content: '你好' }, event(0, '您好'));
    expect(chatReducer(before, event(5, '噪声'))).toBe(before);
  });

  it('turns a failed stream or a stream that ended without a word into the error answer', () => {
    expect(run({ type: 'ask', content: '你好' }, { type: 'failed' }, { type: 'ended' }).messages[0]!.aiContent).toBe(ERROR_CONTENT);
    expect(run({ type: 'ask', content: '你好' }, { type: 'ended' }).messages[0]!.aiContent).toBe(ERROR_CONTENT);
  });

  it('strips HTML tags from the visitor text it shows', () => {
    const state = run({ type: 'ask', content: '<img src=x onerror=alert(1)>你好<b>吗</b>' });
    expect(state.messages[0]!.meContent).toBe('你好吗');
  });
});
