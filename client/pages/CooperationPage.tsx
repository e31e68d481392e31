/**
 * /cooperation.html: the cooperation form as a page of its own, for visitors whose
 * JavaScript never runs (an office proxy, an engine below the floor). Its form is a plain
 * POST that the server checks and forwards (server/render/cooperationForm.ts), answering with this
 * page again; with JavaScript the same form is checked before it leaves. Beside it, what
 * the widget's 联系咨询 leads to without JavaScript: the WeChat QR code and the service line.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { data, useActionData, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { CONTACT_ANCHOR, COOPERATION_PATH, COOPERATION_WITHDRAW_PARAM, cooperationHref } from '../../shared/cooperation';
import { WITHDRAWAL_DAYS, type WithdrawalResult } from '../../shared/consent';
import { isWithdrawToken, withdrawalHref } from '../../shared/withdrawLink';
import { cooperationTargetOf, sceneText, SUBMITTED_MESSAGE, type CooperationFormState } from '../../shared/cooperationForm';
import type { PageHead } from '../../shared/pageHead';
import type { PageLoaderArgs } from '../../shared/pageData';
import { postedFormContext } from '../../shared/postedForm';
import type { Step } from '../../shared/content/types';
import { qrImage } from '../../shared/qr';
import { validateIntentionForm, type IntentionForm, type IntentionFormErrors } from '../../shared/validation';
import { useAppData } from '../appDataContext';
import { CooperationFields, emptyForm, firstInvalid } from '../cooperation/CooperationFields';
import { ButtonLink } from '../ui/Button';
import { Link } from '../ui/Link';
import { cardStyle, CardForm, CardLead, CardTitle, DoneCheck, FormBand, FormCard, FormColumns, FormNotice, FormSubmit } from '../ui/formCard';
import { PageHero } from '../ui/PageHero';
import { Section } from '../ui/Section';
import { Steps } from '../ui/Steps';
import type { PageProps } from './pageModule';
import { WITHDRAW_TITLE, WithdrawCard } from './cooperation/WithdrawCard';

/** This kind's page text travels in its chunk, for the head tags and the hero (../routes.tsx). */
export { cooperationText as pageText } from '../../shared/pageText/cooperation';

const PROCESS: Step[] = [
  { step: '提交意向', text: '留下联系方式和需求，1分钟即可完成。' },
  { step: '顾问联系', text: '专属顾问在1个工作日内与您电话沟通，了解业务场景。' },
  { step: '方案演示', text: '结合您的场景定制方案，线上或上门演示产品效果。' },
  { step: '开通试用', text: '开通试用账号，技术团队全程协助接入与培训。' },
];

/**
 * The page's answer to its form posted without JavaScript: what the server made of it
 * (server/render/cooperationForm.ts), with the page's status. A later visit of the page in
 * the same tab has none: the router keeps action data for the location it came with.
 */
export function action({ context }: PageLoaderArgs) {
  const { status, form } = context.get(postedFormContext);
  return data(form, { status });
}

/** The withdrawal state is titled for what it does. */
export function pageHead(search: URLSearchParams): PageHead {
  return search.has(COOPERATION_WITHDRAW_PARAM) ? { title: WITHDRAW_TITLE } : {};
}

export default function CooperationPage({ route }: PageProps) {
  const { site } = useAppData();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const answered = useActionData<CooperationFormState | WithdrawalResult>();
  // The server answered either of the page's forms: the lead's, or the withdrawal's.
  const posted = answered && 'values' in answered ? answered : undefined;
  const withdrawal = answered && 'done' in answered ? answered : undefined;
  const withdrawToken = query.get(COOPERATION_WITHDRAW_PARAM);
  const submittedToken = query.get('submitted');
  const submitted = !posted && (submittedToken === '1' || isWithdrawToken(submittedToken));
  const target = cooperationTargetOf(query);
  const action = cooperationHref(target);
  return (
    <>
      <PageHero eyebrow="商务合作" heading={route.heading} intro={route.intro} />
      <FormBand>
        <FormColumns>
          <FormCard aria-labelledby="cooperation-form-title">
            {withdrawToken ? (
              <WithdrawCard token={withdrawToken} result={withdrawal} />
            ) : submitted ? (
              <Submitted withdrawToken={submittedToken} />
            ) : (
              <IntentionFormCard
                key={action}
                action={action}
                initial={posted?.values ?? { ...emptyForm(site.leadConsentUnchecked), scene: sceneText(target) }}
                initialErrors={posted?.errors ?? {}}
                notice={posted?.notice}
              />
            )}
          </FormCard>
          <Contact id={CONTACT_ANCHOR} aria-labelledby="cooperation-contact-title">
            <h2 id="cooperation-contact-title">联系咨询</h2>
            <p>想先聊一聊？扫码添加专属微信客服，或直接致电客服热线。</p>
            <Qr>
              {/* Lazy: under the form on a phone; and React then writes no preload into the head, outside the page's content, which is rendered once per URL (client/ui/Prerendered.tsx). */}
              <img src={qrImage('wechat')} alt="专属微信客服二维码" width={168} height={168} loading="lazy" />
              <figcaption>
                <strong>专属微信客服</strong>
                <span>扫码咨询</span>
              </figcaption>
            </Qr>
            <Facts>
              <div>
                <dt>客服热线</dt>
                <dd>
                  <a href={`tel:${site.servicePhone}`}>{site.servicePhone}</a>
                </dd>
              </div>
              <div>
                <dt>服务时间</dt>
                <dd>工作日 9:00–18:00</dd>
              </div>
              <div>
                <dt>公司地址</dt>
                <dd>{site.companyAddress}</dd>
              </div>
            </Facts>
          </Contact>
        </FormColumns>
      </FormBand>
      <Section id="process" title="合作流程" lead="从提交意向到开通试用，专属顾问全程跟进">
        <Steps steps={PROCESS} />
      </Section>
    </>
  );
}

function IntentionFormCard({
  action,
  initial,
  initialErrors,
  notice,
}: {
  action: string;
  initial: IntentionForm;
  initialErrors: IntentionFormErrors;
  notice?: string;
}) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState(initialErrors);
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = useId();

  const update = <K extends keyof IntentionForm>(name: K, value: IntentionForm[K]) => {
    setForm((f) => ({ ...f, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  // With JavaScript the rules run before the post; a valid form is posted as it would be without.
  function check(event: FormEvent) {
    const result = validateIntentionForm(form);
    if (result.ok) return;
    event.preventDefault();
    setErrors(result.errors);
    firstInvalid(formRef.current, result.errors);
  }

  return (
    <>
      <CardTitle id="cooperation-form-title">填写合作意向</CardTitle>
      <CardLead>带 * 的为必填项，我们只会就合作事宜与您联系。</CardLead>
      {/* noValidate: the messages are the site's own, in Chinese, from the server or the check above. */}
      <CardForm ref={formRef} method="post" action={action} onSubmit={check} noValidate>
        {notice && <FormNotice role="alert">{notice}</FormNotice>}
        <CooperationFields idPrefix={idPrefix} form={form} errors={errors} onChange={update} />
        <FormSubmit type="submit" $size="large">
          提交
        </FormSubmit>
      </CardForm>
    </>
  );
}

/** The thank-you state; after a post, with the lead's 撤回同意并删除 link the server put in the address. */
function Submitted({ withdrawToken }: { withdrawToken: string | null }) {
  return (
    <Done role="status">
      <DoneCheck aria-hidden="true">✓</DoneCheck>
      <CardTitle id="cooperation-form-title">{SUBMITTED_MESSAGE}</CardTitle>
      <p>专属顾问将在1个工作日内通过您留下的手机号码与您联系。如需加急，请拨打客服热线或扫码添加专属微信客服。</p>
      {isWithdrawToken(withdrawToken) && (
        <p>
          如改变主意，可在{WITHDRAWAL_DAYS}天内通过此链接撤回同意并删除您的信息（仅可使用一次，请勿转发）：
          <a href={withdrawalHref(withdrawToken)}>撤回同意并删除</a>
        </p>
      )}
      <DoneActions>
        <ButtonLink as={Link} to="/">
          返回首页
        </ButtonLink>
        <ButtonLink as={Link} to={COOPERATION_PATH} $variant="ghost">
          再提交一份
        </ButtonLink>
      </DoneActions>
    </Done>
  );
}

const Contact = styled.aside`
  ${cardStyle}
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.textSecondary};
  h2 { font-size: ${({ theme }) => theme.font.size.h3}; color: ${({ theme }) => theme.color.navy}; }
  > p { margin-top: 4px; font-size: ${({ theme }) => theme.font.size.small}; }
`;

const Qr = styled.figure`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.backgroundSoft};
  img { background: #fff; border-radius: ${({ theme }) => theme.radius.small}; }
  figcaption { display: grid; justify-items: center; font-size: ${({ theme }) => theme.font.size.small}; }
  strong { color: ${({ theme }) => theme.color.navy}; font-size: ${({ theme }) => theme.font.size.body}; }
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  div { display: grid; grid-template-columns: 5em minmax(0, 1fr); }
  dt { color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; color: ${({ theme }) => theme.color.text}; }
  a { color: ${({ theme }) => theme.color.primary}; font-weight: ${({ theme }) => theme.font.weight.medium}; }
`;

const Done = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};
  p { max-width: 560px; color: ${({ theme }) => theme.color.textSecondary}; }
  a { color: ${({ theme }) => theme.color.primary}; font-weight: ${({ theme }) => theme.font.weight.medium}; }
`;

/** Margins, not flex gap: the floor's oldest engines (Chromium 80) ignore gap in flex. */
const DoneActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  margin: 0 -6px;
  > * { margin: 6px; }
`;
