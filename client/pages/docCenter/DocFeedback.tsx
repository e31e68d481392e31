/**
 * 本文是否有帮助？ under a document. 有帮助 or 没帮助 sends one analytics record (action
 * `doc_feedback`, client/analytics/trackDocFeedback.ts) and cannot be given twice in a view
 * of the document; 没帮助 then offers a comment of up to 200 characters, sent the same way,
 * once. The sending code loads when the visitor answers, not with the page.
 */
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { DocFeedback as Feedback } from '../../analytics/trackDocFeedback';
import { spaceInRow } from '../../ui/flexSpace';

export const COMMENT_MAX_LENGTH = 200;

type Step = 'asking' | 'thanked' | 'commenting' | 'commented';

function send(feedback: Feedback): void {
  import('../../analytics/trackDocFeedback').then(
    ({ trackDocFeedback }) => trackDocFeedback(feedback),
    () => {}, // Analytics never disturbs a visit.
  );
}

export function DocFeedback({ docId }: { docId: string }) {
  const [step, setStep] = useState<Step>('asking');
  const [comment, setComment] = useState('');
  const titleId = useId();

  const answer = (helpful: boolean) => {
    send({ docId, helpful });
    setStep(helpful ? 'thanked' : 'commenting');
  };
  const submitComment = (event: FormEvent) => {
    event.preventDefault();
    const text = comment.trim().slice(0, COMMENT_MAX_LENGTH);
    if (text) send({ docId, helpful: false, comment: text });
    setStep('commented');
  };

  return (
    <Box role="group" aria-labelledby={titleId}>
      <Question id={titleId}>本文是否有帮助？</Question>
      {step === 'asking' && (
        <Choices>
          <button type="button" onClick={() => answer(true)}>
            有帮助
          </button>
          <button type="button" onClick={() => answer(false)}>
            没帮助
          </button>
        </Choices>
      )}
      {step === 'thanked' && <Thanks role="status">感谢您的反馈！</Thanks>}
      {step === 'commenting' && (
        <Comment onSubmit={submitComment}>
          <label>
            <span>哪些地方没有帮到您？（选填）</span>
            <textarea
              value={comment}
              maxLength={COMMENT_MAX_LENGTH}
              rows={3}
              onChange={(e) => setComment(e.target.value)}
              placeholder="例如：缺少示例、步骤看不懂、内容已过时"
            />
          </label>
          <Row>
            <small aria-live="polite">
              {comment.length}/{COMMENT_MAX_LENGTH}
            </small>
            <button type="submit">提交反馈</button>
          </Row>
        </Comment>
      )}
      {step === 'commented' && <Thanks role="status">感谢您的反馈，我们会尽快改进这篇文档。</Thanks>}
    </Box>
  );
}

const Box = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.backgroundSoft};
  button {
    padding: 6px 20px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    cursor: pointer;
  }
  button:hover { border-color: ${({ theme }) => theme.color.primary}; color: ${({ theme }) => theme.color.primary}; }
`;

const Question = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.navy};
`;

const Choices = styled.div`
  display: flex;
  ${spaceInRow('sm')}
  margin-top: ${({ theme }) => theme.space.sm};
`;

const Thanks = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textSecondary};
`;

const Comment = styled.form`
  margin-top: ${({ theme }) => theme.space.sm};
  label span { display: block; font-size: ${({ theme }) => theme.font.size.small}; color: ${({ theme }) => theme.color.textSecondary}; }
  textarea {
    display: block;
    width: 100%;
    margin-top: 4px;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.small};
    font: inherit;
    resize: vertical;
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space.sm};
  small { color: ${({ theme }) => theme.color.textMuted}; }
  button { border-color: ${({ theme }) => theme.color.primary}; background: ${({ theme }) => theme.color.primary}; color: ${({ theme }) => theme.color.textOnDark}; }
  button:hover { background: ${({ theme }) => theme.color.primaryHover}; color: ${({ theme }) => theme.color.textOnDark}; }
`;
