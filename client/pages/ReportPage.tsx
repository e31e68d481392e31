/**
 * 投诉举报 (/report.html): what may be reported, the form, and the other channels (the group's
 * mailbox and phone, the national 12377 centre). With JavaScript the form posts JSON
 * (server/compliance/complaintApi.ts); without, it is a plain POST to this page
 * (server/compliance/complaintForm.ts) whose answer comes back as the route action's data.
 * The answer's content id in the address (shared/complaintLink.ts) is filled in by the script
 * after hydration: the server renders one page for every id, so the page cache keeps one.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { data, useActionData, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { API } from '../../shared/api';
import {
  ANSWER_WITHIN,
  COMPLAINT_CATEGORIES,
  COMPLAINT_MESSAGES,
  COMPLAINT_RECEIVED,
  EMPTY_COMPLAINT,
  validateComplaintForm,
  type ComplaintForm,
  type ComplaintFormErrors,
  type ComplaintFormState,
} from '../../shared/complaint';
import { COMPLAINT_PATH, COMPLAINT_SUBMITTED_PARAM, CONTENT_ID_PARAM } from '../../shared/complaintLink';
import type { Step } from '../../shared/content/types';
import type { PageLoaderArgs } from '../../shared/pageData';
import { postedFormContext } from '../../shared/postedForm';
import { MESSAGES } from '../../shared/messages';
import { ApiError } from '../api/ApiError';
import { apiRequest } from '../api/http';
import { useAppData } from '../appDataContext';
import { ButtonLink } from '../ui/Button';
import { Link } from '../ui/Link';
import { CardForm, CardLead, CardTitle, DoneCheck, FormBand, FormCard, FormColumns, FormNotice, FormSubmit } from '../ui/formCard';
import { PageHero } from '../ui/PageHero';
import { Section } from '../ui/Section';
import { Steps } from '../ui/Steps';
import type { PageProps } from './pageModule';
import { ComplaintFields, firstInvalid } from './report/ComplaintFields';
import { ReportChannels } from './report/ReportChannels';

/** This kind's page text travels in its chunk, for the head tags and the hero (../routes.tsx). */
export { reportText as pageText } from '../../shared/pageText/report';

/** What each category covers, in the order of the form's choices. */
const CATEGORY_NOTES: Record<keyof typeof COMPLAINT_CATEGORIES, string> = {
  illegal: '危害国家安全、宣扬恐怖主义、淫秽色情、暴力赌博、谣言诈骗等违法内容，以及其他不良信息。',
  aiContent: 'AI助手或AI产品生成的内容存在错误、歧视、虚假信息，或未按规定标识为AI生成。',
  infringement: '侵犯您的著作权、商标权、肖像权、名誉权等合法权益的内容。',
  privacy: '泄露、违规收集或使用个人信息，或您希望查询、更正、删除个人信息。',
  other: '其他不属于以上类型、您认为需要我们处理的问题。',
};

const PROCESS: Step[] = [
  { step: '提交举报', text: '选择举报类型，描述问题；来自AI回答的举报会自动带上内容编号。' },
  { step: '受理核实', text: '专人核实举报内容，必要时通过您留下的联系方式了解详情。' },
  { step: '处置反馈', text: `依法依规处置相关内容，${ANSWER_WITHIN}。` },
];

/** The page's answer to its form posted without JavaScript (server/compliance/complaintForm.ts), with the page's status. */
export function action({ context }: PageLoaderArgs) {
  const { status, form } = context.get(postedFormContext);
  return data(form, { status });
}

export default function ReportPage({ route }: PageProps) {
  const { site } = useAppData();
  const { search } = useLocation();
  const posted = useActionData<ComplaintFormState>();
  const [receivedId, setReceivedId] = useState<string | null>(null);
  const submitted = !posted && (receivedId !== null || new URLSearchParams(search).get(COMPLAINT_SUBMITTED_PARAM) === '1');
  return (
    <>
      <PageHero eyebrow="违法和不良信息举报" heading={route.heading} intro={route.intro} />
      <FormBand>
        <FormColumns>
          <FormCard aria-labelledby="report-form-title">
            {submitted ? (
              <Received id={receivedId} />
            ) : (
              <ComplaintFormCard
                initial={posted?.values ?? EMPTY_COMPLAINT}
                initialErrors={posted?.errors ?? {}}
                notice={posted?.notice}
                prefill={posted ? undefined : search}
                onReceived={setReceivedId}
              />
            )}
          </FormCard>
          <ReportChannels filings={site.filings} />
        </FormColumns>
      </FormBand>
      <Section id="scope" title="举报范围" lead="以下内容均可向我们投诉举报">
        <Scope>
          {Object.entries(COMPLAINT_CATEGORIES).map(([key, label]) => (
            <li key={key}>
              <h3>{label}</h3>
              <p>{CATEGORY_NOTES[key as keyof typeof COMPLAINT_CATEGORIES]}</p>
            </li>
          ))}
        </Scope>
      </Section>
      <Section id="process" title="处理流程" lead={ANSWER_WITHIN} soft>
        <Steps steps={PROCESS} />
      </Section>
    </>
  );
}

function ComplaintFormCard({
  initial,
  initialErrors,
  notice: initialNotice,
  prefill,
  onReceived,
}: {
  initial: ComplaintForm;
  initialErrors: ComplaintFormErrors;
  notice?: string;
  /** The address's query, whose content id fills the field (not a posted form's: that keeps what was sent). */
  prefill?: string;
  onReceived: (id: string) => void;
}) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState(initialErrors);
  const [notice, setNotice] = useState(initialNotice);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = useId();

  // After hydration, so the server's page (one for every id) and the first render agree.
  useEffect(() => {
    const contentId = prefill === undefined ? null : new URLSearchParams(prefill).get(CONTENT_ID_PARAM);
    if (contentId) setForm((f) => ({ ...f, contentId }));
  }, [prefill]);

  const update = <K extends keyof ComplaintForm>(name: K, value: ComplaintForm[K]) => {
    setForm((f) => ({ ...f, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = validateComplaintForm(form);
    if (!check.ok) {
      setErrors(check.errors);
      firstInvalid(formRef.current, check.errors);
      return;
    }
    setSending(true);
    setNotice(undefined);
    try {
      const answer = await apiRequest<{ id: string }>(API.complaintSubmit, { body: form, hideToast: true });
      if (answer.code === 200 && answer.data) return onReceived(answer.data.id);
      // The server's one field-level refusal past the rules above: an id it never issued.
      if (answer.desc === COMPLAINT_MESSAGES.contentIdUnknown) {
        setErrors({ contentId: answer.desc });
        firstInvalid(formRef.current, { contentId: answer.desc });
      } else setNotice(answer.desc || answer.resultMsg);
    } catch (error) {
      // A timeout's message is the catalogue's Chinese one; a network failure's is the browser's own.
      setNotice(error instanceof ApiError && error.kind === 'timeout' ? error.message : MESSAGES.unreachable);
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <CardTitle id="report-form-title">在线举报</CardTitle>
      <CardLead>带 * 的为必填项。请如实填写，我们会对举报人信息严格保密。</CardLead>
      {/* noValidate: the messages are the site's own, in Chinese, from the server or the check above. */}
      <CardForm ref={formRef} method="post" action={COMPLAINT_PATH} onSubmit={submit} noValidate>
        {notice && <FormNotice role="alert">{notice}</FormNotice>}
        <ComplaintFields idPrefix={idPrefix} form={form} errors={errors} onChange={update} />
        <FormSubmit type="submit" $size="large" disabled={sending} aria-busy={sending}>
          {sending ? '提交中…' : '提交举报'}
        </FormSubmit>
      </CardForm>
    </>
  );
}

function Received({ id }: { id: string | null }) {
  const done = useRef<HTMLDivElement>(null);
  // Sent with the script, the long form gave way to this short panel above where the visitor is:
  // brought into view and focused, so the answer is seen (and read out) where the button was.
  useEffect(() => {
    if (!id) return;
    done.current?.scrollIntoView({ block: 'center' });
    done.current?.focus({ preventScroll: true });
  }, [id]);
  return (
    <Done ref={done} tabIndex={-1} role="status">
      <DoneCheck aria-hidden="true">✓</DoneCheck>
      <CardTitle id="report-form-title">{COMPLAINT_RECEIVED}</CardTitle>
      {id && (
        <p>
          受理编号：<Code>{id}</Code>（如需补充材料或查询进度，请在邮件或电话中提供此编号）
        </p>
      )}
      <p>如留下了联系方式，我们会通过它告知处理结果。情况紧急的，也可直接拨打举报电话。</p>
      <ButtonLink as={Link} to="/">
        返回首页
      </ButtonLink>
    </Done>
  );
}

const Scope = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
  li {
    padding: ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.medium};
  }
  h3 { font-size: ${({ theme }) => theme.font.size.h3}; color: ${({ theme }) => theme.color.navy}; }
  p { margin-top: ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.font.size.small}; color: ${({ theme }) => theme.color.textSecondary}; }
`;

const Done = styled.div`
  outline: none;
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};
  p { max-width: 560px; color: ${({ theme }) => theme.color.textSecondary}; }
`;

const Code = styled.code`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.8125rem;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.color.text};
`;
