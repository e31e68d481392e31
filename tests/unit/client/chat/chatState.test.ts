import { describe, expect, it } from 'vitest';
import { chatReducer, initialChatState, sendVerdict, type ChatAction, type ChatMessage, type ChatState } from '../../../../client/chat/chatState';
import { CHAT_CONTENT_MAX } from '../../../../shared/messages';

const event = (status: number, content = ''): ChatAction => ({ type: 'event', event: { status, type: 'text', content } });
const run = (...actions: ChatAction[]): ChatState => actions.reduce(chatReducer, initialChatState);
const after = (state: ChatState, ...actions: ChatAction[]): ChatState => actions.reduce(chatReducer, state);
const answered = (question: string, answer: string): ChatAction[] => [{ type: 'ask', content: question }, event(0, answer), { type: 'ended' }];

describe('the chat state', () => {
  it('lets the first question through while no status is held (-1)', () => {
    expect(initialChatState.heldStatus).toBe(-1);
    expect(sendVerdict(initialChatState, '你好')).toBe('send');
  });

  it('does not send a trimmed-empty input, nor one longer than a question may be', () => {
    expect(sendVerdict(initialChatState, '  \n ')).toBe('empty');
    expect(sendVerdict(initialChatState, '问'.repeat(CHAT_CONTENT_MAX + 1))).toBe('tooLong');
    expect(sendVerdict(initialChatState, ` ${'问'.repeat(CHAT_CONTENT_MAX)} `)).toBe('send');
  });

  it('appends status-0 pieces to the answer on its way', () => {
    const state = run({ type: 'ask', content: '语音合成' }, event(0, '语音'), event(0, '合成'));
    expect(state.messages).toHaveLength(1);
    expect(state.messages[0]).toMatchObject({ meContent: '语音合成', aiContent: '语音合成', status: -1, end: 'streaming' });
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

  it('marks a finished answer done', () => {
    expect(run(...answered('你好', '您好')).messages[0]).toMatchObject({ aiContent: '您好', end: 'done' });
  });

  it('keeps what came before a status-3 error, and marks the answer failed', () => {
    const state = run({ type: 'ask', content: '你好' }, event(0, '半句'), event(3), { type: 'ended' });
    expect(state.messages[0]).toMatchObject({ aiContent: '半句', status: 3, end: 'failed' });
  });

  it('keeps the text and flags human service on status 8', () => {
    const state = run({ type: 'ask', content: '转人工' }, event(8, '好的，'), event(8, '请扫码'));
    expect(state.messages[0]).toMatchObject({ aiContent: '好的，请扫码', status: 8 });
  });

  it('ignores any other status', () => {
    const before = run({ type: 'ask', content: '你好' }, event(0, '您好'));
    expect(chatReducer(before, event(5, '噪声'))).toBe(before);
  });

  it('marks a failed stream or a stream that ended without a word as failed, with the reason the server gave', () => {
    expect(run({ type: 'ask', content: '你好' }, { type: 'failed' }, { type: 'ended' }).messages[0]).toMatchObject({ aiContent: '', end: 'failed' });
    expect(run({ type: 'ask', content: '你好' }, { type: 'ended' }).messages[0]).toMatchObject({ aiContent: '', end: 'failed' });
    expect(run({ type: 'ask', content: '你好' }, event(0, '半'), { type: 'failed', desc: '提问过于频繁，请稍后再试' }).messages[0]).toMatchObject({
      aiContent: '半',
      end: 'failed',
      errorDesc: '提问过于频繁，请稍后再试',
    });
  });

  it('strips HTML tags from the visitor text it shows', () => {
    const state = run({ type: 'ask', content: '<img src=x onerror=alert(1)>你好<b>吗</b>' });
    expect(state.messages[0]!.meContent).toBe('你好吗');
  });
});

describe('停止生成', () => {
  it('keeps the partial answer marked stopped, and lets the next question through at once', () => {
    const state = run({ type: 'ask', content: '介绍一下语音合成' }, event(0, '语音合成'), { type: 'stop' });
    expect(state.messages[0]).toMatchObject({ aiContent: '语音合成', end: 'stopped' });
    expect(state.streaming).toBe(false);
    expect(sendVerdict(state, '下一个问题')).toBe('send');
  });

  it('lets no piece of the stopped answer in afterwards, nor its end', () => {
    const stopped = run({ type: 'ask', content: '你好' }, event(0, '您'), { type: 'stop' });
    expect(after(stopped, event(0, '好'), event(3), { type: 'ended' }).messages).toEqual(stopped.messages);
  });
});

describe('重新生成', () => {
  it('asks again in place: the old text, error and rating go, the answer streams anew', () => {
    const rated = run(...answered('你好', '您好'), { type: 'feedback', id: 1, value: 'down' });
    const state = after(rated, { type: 'regenerate', id: 1 }, event(0, '您好！'));
    expect(state.messages).toHaveLength(1);
    expect(state.messages[0]).toEqual<ChatMessage>({ id: 1, type: 0, meContent: '你好', aiContent: '您好！', status: -1, end: 'streaming' });
    expect(after(state, { type: 'ended' }).messages[0]!.end).toBe('done');
  });

  it('sends the pieces to the answer regenerated, not to the last one', () => {
    const two = run(...answered('一', '答一'), ...answered('二', '答二'));
    const state = after(two, { type: 'regenerate', id: 1 }, event(0, '新答'), { type: 'ended' });
    expect(state.messages.map((m) => m.aiContent)).toEqual(['新答', '答二']);
  });
});

describe('有帮助 / 没帮助', () => {
  it('takes one rating per finished answer and keeps the first', () => {
    const state = run(...answered('你好', '您好'), { type: 'feedback', id: 1, value: 'up' }, { type: 'feedback', id: 1, value: 'down' });
    expect(state.messages[0]!.feedback).toBe('up');
  });

  it('takes none for an answer still streaming or stopped', () => {
    expect(run({ type: 'ask', content: '你好' }, event(0, '您'), { type: 'feedback', id: 1, value: 'up' }).messages[0]!.feedback).toBeUndefined();
    expect(
      run({ type: 'ask', content: '你好' }, event(0, '您'), { type: 'stop' }, { type: 'feedback', id: 1, value: 'up' }).messages[0]!.feedback,
    ).toBeUndefined();
  });
});

describe('a conversation restored and 新对话', () => {
  it('restores the messages with input free, numbering new questions after them', () => {
    const kept = run(...answered('你好', '您好')).messages;
    const state = after(initialChatState, { type: 'restore', messages: kept }, { type: 'ask', content: '再问' });
    expect(state.messages.map((m) => m.id)).toEqual([1, 2]);
  });

  it('leaves the state as it is when nothing was kept', () => {
    expect(chatReducer(initialChatState, { type: 'restore', messages: [] })).toBe(initialChatState);
  });

  it('clears the conversation with 新对话', () => {
    const state = run(...answered('你好', '您好'), { type: 'ask', content: '再问' }, { type: 'clear' });
    expect(state).toEqual(initialChatState);
    expect(sendVerdict(state, '你好')).toBe('send');
  });

  it("keeps the content id of an answer's closing event on that answer, and 重新生成 drops it with the old text", () => {
    const id = '019ac8f2-6a3b-7c4d-8e5f-0123456789ab';
    const closing: ChatAction = { type: 'event', event: { status: 0, type: 'text', content: '', contentId: id } };
    const state = run({ type: 'ask', content: '你好' }, event(0, '您好'), closing, { type: 'ended' });
    expect(state.messages[0]).toMatchObject({ aiContent: '您好', end: 'done', contentId: id });
    expect(after(state, { type: 'regenerate', id: 1 }).messages[0]!.contentId).toBeUndefined();
  });

  it('keeps no content id that is not one (markup, a number, an overlong string)', () => {
    for (const contentId of ['<img src=x>', 42, 'a'.repeat(10_000)]) {
      const closing = { type: 'event', event: { status: 0, type: 'text', content: '', contentId } } as ChatAction;
      expect(run({ type: 'ask', content: '你好' }, event(0, '您好'), closing).messages[0]!.contentId).toBeUndefined();
    }
  });
});
