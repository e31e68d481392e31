/**
 * 智能审校's try-it panel (/product/aiDocument.html, AI文档's 智能校对): paste a text, get it
 * back with each finding marked by its kind (a colour and the kind's name), its suggestion,
 * its reason, and 一键采纳. Rendered by the server as plain forms posting `text` to the page
 * (DemoPostedForm): 示例文本 and each 一键采纳 post their own text through a second, empty
 * form, so they work without JavaScript too; this chunk, once it comes
 * (../ui/markupPart.tsx), does the same in place.
 */
import { useId, useState, type FormEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { DEMO_API, DEMO_MESSAGES, DEMO_PAGES, REVIEW_KINDS, REVIEW_LIMITS, REVIEW_SAMPLE, type ReviewKind, type ReviewResult } from '../../shared/demos';
import { Button } from '../ui/Button';
import { fieldBox } from '../ui/formControls';
import { Icon } from '../ui/Icon';
import { postJson } from './demoApi';
import { ButtonRow, Counter, DemoFrame, DemoNotice, EmptyResult, Hint, PaneTitle, UseInMyUnit } from './DemoFrame';
import { applyFinding, runsOf, type Reviewed } from './review/applyFinding';
import { usePosted } from './usePosted';

/** Each kind's colour; its name is always written beside it. */
const KIND_COLOUR: Record<ReviewKind, string> = {
  typo: '#c9302c',
  punctuation: '#0b63c5',
  sensitive: '#7a3ec8',
  adLaw: '#b35c00',
  wording: '#13795b',
};

export default function ReviewPanel() {
  const posted = usePosted('review');
  const [text, setText] = useState(posted?.input.text ?? '');
  const [reviewed, setReviewed] = useState<Reviewed | undefined>(posted?.result && { text: posted.input.text, findings: posted.result.findings });
  const [applied, setApplied] = useState(0);
  // The server's latest answer, not the text 一键采纳 changes in place.
  const [answer, setAnswer] = useState<ReviewResult | undefined>(posted?.result);
  const [error, setError] = useState(posted?.error);
  const [sending, setSending] = useState(false);
  const id = useId();
  const used = text.length;

  async function review(event: FormEvent) {
    event.preventDefault();
    const refusal = !text.trim() ? DEMO_MESSAGES.reviewEmpty : used > REVIEW_LIMITS.maxChars ? DEMO_MESSAGES.reviewTooLong : undefined;
    setError(refusal);
    if (refusal) return;
    setSending(true);
    const answer = await postJson<ReviewResult>(DEMO_API.review, { text });
    setSending(false);
    setError(answer.error);
    setApplied(0);
    setReviewed(answer.data && { text, findings: answer.data.findings });
    setAnswer(answer.data);
  }

  function fillSample(event: MouseEvent) {
    event.preventDefault();
    setText(REVIEW_SAMPLE);
    setError(undefined);
  }

  function adopt(event: MouseEvent, index: number) {
    event.preventDefault();
    if (!reviewed) return;
    const next = applyFinding(reviewed, reviewed.findings[index]!);
    setReviewed(next);
    setText(next.text);
    setApplied((n) => n + 1);
  }

  // The second form: 示例文本 and 一键采纳 post a text of their own, not the text box's.
  const own = `${id}-own`;

  const input = (
    <>
      <form method="post" action={DEMO_PAGES.review.path} onSubmit={review} noValidate>
        <Stack>
          <LabelRow>
            <label htmlFor={`${id}-text`}>待审校文本</label>
            <Counter id={`${id}-count`} used={used} limit={REVIEW_LIMITS.maxChars} />
          </LabelRow>
          <TextArea
            id={`${id}-text`}
            name="text"
            rows={9}
            value={text}
            placeholder="粘贴新闻稿、公文或宣传文案，检查错别字、标点、敏感词、广告法极限词和规范表述"
            aria-describedby={`${id}-count`}
            aria-invalid={used > REVIEW_LIMITS.maxChars}
            onChange={(e) => {
              setText(e.target.value);
              setError(undefined);
            }}
          />
          <Kinds role="group" aria-label="检查项">
            {Object.entries(REVIEW_KINDS).map(([kind, name]) => (
              <KindName key={kind} $colour={KIND_COLOUR[kind as ReviewKind]}>
                {name}
              </KindName>
            ))}
          </Kinds>
          <DemoNotice message={error} />
          <ButtonRow>
            <Button type="submit" $size="large" disabled={sending} aria-busy={sending}>
              <Icon name="wand-sparkles" size={20} />
              {sending ? '审校中…' : '开始审校'}
            </Button>
            <Button type="submit" form={own} name="text" value={REVIEW_SAMPLE} $variant="ghost" $size="large" onClick={fillSample}>
              示例文本
            </Button>
          </ButtonRow>
        </Stack>
      </form>
      <form id={own} method="post" action={DEMO_PAGES.review.path} hidden />
    </>
  );

  const output = !reviewed ? (
    <EmptyResult>输入文本或点击“示例文本”，审校结果将显示在这里</EmptyResult>
  ) : (
    <>
      <PaneTitle>审校结果</PaneTitle>
      <Hint role="status">
        {reviewed.findings.length ? `发现 ${reviewed.findings.length} 处问题` : '未发现问题'}
        {applied > 0 && `，已采纳 ${applied} 处`}
      </Hint>
      <Marked>
        {runsOf(reviewed).map((run, i) =>
          run.finding ? (
            <Mark key={i} $colour={KIND_COLOUR[run.finding.kind]}>
              {run.text}
              <sup>
                {run.index! + 1} {REVIEW_KINDS[run.finding.kind]}
              </sup>
            </Mark>
          ) : (
            <span key={i}>{run.text}</span>
          ),
        )}
      </Marked>
      {reviewed.findings.length > 0 && (
        <Findings>
          {reviewed.findings.map((finding, index) => (
            <li key={`${finding.start}-${finding.kind}`}>
              <div>
                <FindingHead>
                  <KindName $colour={KIND_COLOUR[finding.kind]}>
                    {index + 1} {REVIEW_KINDS[finding.kind]}
                  </KindName>
                  <span>
                    <del>{finding.original}</del>
                    {' → '}
                    {finding.suggestion ? <ins>{finding.suggestion}</ins> : <em>建议删除</em>}
                  </span>
                </FindingHead>
                <p>{finding.reason}</p>
              </div>
              <Button
                type="submit"
                form={own}
                name="text"
                value={applyFinding(reviewed, finding).text}
                $variant="ghost"
                onClick={(e) => adopt(e, index)}
                aria-label={`一键采纳第 ${index + 1} 处：${finding.original}改为${finding.suggestion || '删除'}`}
              >
                一键采纳
              </Button>
            </li>
          ))}
        </Findings>
      )}
      <ButtonRow>
        <UseInMyUnit demo="review" />
      </ButtonRow>
    </>
  );

  return (
    <DemoFrame
      title="智能审校"
      lead="无需登录，粘贴一段文字，查看错别字、标点、敏感词、广告法极限词与规范表述的审校建议"
      input={input}
      result={output}
      answer={answer}
    />
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const LabelRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  label { font-size: ${({ theme }) => theme.font.size.h3}; font-weight: ${({ theme }) => theme.font.weight.bold}; color: ${({ theme }) => theme.color.navy}; }
`;

const TextArea = styled.textarea`
  ${fieldBox}
  display: block;
  font-size: 15px;
  line-height: 1.7;
  resize: vertical;
`;

const Kinds = styled.p`
  display: flex;
  flex-wrap: wrap;
  margin: -3px;
  > * { margin: 3px; }
`;

const KindName = styled.span<{ $colour: string }>`
  display: inline-block;
  padding: 0 8px;
  border: 1px solid ${({ $colour }) => $colour};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ $colour }) => $colour};
  font-size: 12px;
  line-height: 20px;
  white-space: nowrap;
`;

const Marked = styled.p`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.background};
  border: 1px solid ${({ theme }) => theme.color.border};
  line-height: 2.1;
  overflow-wrap: anywhere;
`;

const Mark = styled.mark<{ $colour: string }>`
  padding: 1px 0;
  background: transparent;
  color: inherit;
  border-bottom: 2px solid ${({ $colour }) => $colour};
  sup { margin-left: 1px; font-size: 11px; color: ${({ $colour }) => $colour}; white-space: nowrap; }
`;

const Findings = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.color.background};
  }
  p { margin-top: 4px; font-size: 14px; color: ${({ theme }) => theme.color.textSecondary}; }
  @media (max-width: 480px) {
    li { grid-template-columns: minmax(0, 1fr); justify-items: start; }
  }
  del { color: ${({ theme }) => theme.color.textMuted}; }
  ins { text-decoration: none; font-weight: ${({ theme }) => theme.font.weight.bold}; color: ${({ theme }) => theme.color.text}; }
  em { font-style: normal; font-weight: ${({ theme }) => theme.font.weight.bold}; }
`;

const FindingHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  > span:last-child { margin-left: ${({ theme }) => theme.space.sm}; }
`;
