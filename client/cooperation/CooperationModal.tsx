/**
 * 合作咨询: the cooperation form (docs/product.md#cooperation-form-rules). Not closable by Escape or the mask;
 * closes on 取消. A successful submit shows its confirmation with the lead's 撤回同意并删除
 * link (from the server's answer), closed by 完成; an answer without one (an older server)
 * closes at once with the toast, as specified. On any failure the visitor's input stays.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { API } from '../../shared/api';
import { consentOf, WITHDRAWAL_DAYS } from '../../shared/consent';
import { COOPERATION_WITHDRAW_PARAM } from '../../shared/cooperation';
import { sceneText, SUBMITTED_MESSAGE } from '../../shared/cooperationForm';
import { isWithdrawToken, withdrawalHref } from '../../shared/withdrawLink';
import { COOPERATION_MODAL_WIDTH } from '../../shared/constants';
import { toIntentionPayload, validateIntentionForm, type IntentionForm, type IntentionFormErrors } from '../../shared/validation';
import { apiRequest } from '../api/http';
import { useAppData } from '../appDataContext';
import { toast } from '../toast/store';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { spaceInRow } from '../ui/flexSpace';
import type { CooperationState } from './CooperationContext';
import { CooperationFields, emptyForm, firstInvalid } from './CooperationFields';

export const COOPERATION_TITLE = '合作咨询';

/** The withdrawal link of an answer, rebuilt from its token: the modal links to nothing else. */
function withdrawUrlOf(answer: unknown): string | null {
  const url = (answer as { withdrawUrl?: unknown }).withdrawUrl;
  const token = typeof url === 'string' ? new URLSearchParams(url.split('?')[1]).get(COOPERATION_WITHDRAW_PARAM) : null;
  return isWithdrawToken(token) ? withdrawalHref(token) : null;
}

export default function CooperationModal({ state, onClose }: { state: CooperationState; onClose: () => void }) {
  const { site } = useAppData();
  const empty = emptyForm(site.leadConsentUnchecked);
  const [form, setForm] = useState<IntentionForm>(empty);
  /** Set after a successful submit: the confirmation shows in place of the form. */
  const [withdrawUrl, setWithdrawUrl] = useState<string | null>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  // The submit button that had the focus is gone: a keyboard or screen-reader user lands on 完成.
  useEffect(() => {
    if (withdrawUrl) doneRef.current?.focus();
  }, [withdrawUrl]);
  const [errors, setErrors] = useState<IntentionFormErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = useId();

  // A control about something in particular (a product, a plan) says so in 使用场景.
  const scene = sceneText(state.about);
  useEffect(() => {
    if (state.show && scene) setForm((f) => ({ ...f, scene }));
  }, [state.show, scene]);

  const update = <K extends keyof IntentionForm>(key: K, value: IntentionForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = validateIntentionForm(form);
    if (!check.ok) {
      setErrors(check.errors);
      firstInvalid(formRef.current, check.errors);
      return;
    }
    setSubmitting(true);
    try {
      const answer = await apiRequest(API.intentionSubmit, {
        body: { ...toIntentionPayload(form, { version: state.version, serviceId: state.serviceId }), consent: consentOf(form) },
      });
      if (answer.code === 200) {
        setForm(empty);
        const link = withdrawUrlOf(answer);
        if (link) return setWithdrawUrl(link);
        toast.success(SUBMITTED_MESSAGE, { placement: 'center' });
        onClose();
      }
    } catch {
      // Timeouts were toasted by the API client; the form keeps what the visitor typed.
    } finally {
      setSubmitting(false);
    }
  }

  const finish = () => {
    setWithdrawUrl(null);
    onClose();
  };

  if (withdrawUrl) {
    return (
      <Dialog open={state.show} title={COOPERATION_TITLE} width={COOPERATION_MODAL_WIDTH} onClose={finish} dismissible={false}>
        <Done role="status">
          <strong>{SUBMITTED_MESSAGE}</strong>
          <p>专属顾问将在1个工作日内与您联系。</p>
          <p>
            如改变主意，可在{WITHDRAWAL_DAYS}天内通过此链接撤回同意并删除您的信息（仅可使用一次，请勿转发）：
            <a href={withdrawUrl} target="_blank" rel="noopener">
              撤回同意并删除
            </a>
          </p>
        </Done>
        <Actions>
          <Button ref={doneRef} type="button" onClick={finish}>
            完成
          </Button>
        </Actions>
      </Dialog>
    );
  }

  return (
    <Dialog open={state.show} title={COOPERATION_TITLE} width={COOPERATION_MODAL_WIDTH} onClose={onClose} dismissible={false}>
      <Form ref={formRef} onSubmit={submit} noValidate>
        <Lead>留下联系方式，专属顾问将在1个工作日内与您联系。</Lead>
        <CooperationFields idPrefix={idPrefix} form={form} errors={errors} onChange={update} />
        <Actions>
          <Button type="button" $variant="ghost" onClick={onClose}>
            取消
          </Button>
          <Button type="submit" disabled={submitting} aria-busy={submitting}>
            {submitting ? '提交中…' : '提交'}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Lead = styled.p`
  margin-top: -${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Done = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textSecondary};
  strong { font-size: 1rem; color: ${({ theme }) => theme.color.navy}; }
  a { color: ${({ theme }) => theme.color.primary}; font-weight: ${({ theme }) => theme.font.weight.medium}; }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  ${spaceInRow('sm')}
`;
