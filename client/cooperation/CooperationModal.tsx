/**
 * 合作咨询: the cooperation form (SPEC.md section 5). Not closable by Escape or the mask;
 * closes on 取消 or after a successful submit. On any failure the visitor's input stays.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { API } from '../../shared/api';
import { sceneText, SUBMITTED_MESSAGE } from '../../shared/cooperationForm';
import { COOPERATION_MODAL_WIDTH } from '../../shared/constants';
import { toIntentionPayload, validateIntentionForm, type IntentionForm, type IntentionFormErrors } from '../../shared/validation';
import { apiRequest } from '../api/http';
import { toast } from '../toast/store';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { spaceInRow } from '../ui/flexSpace';
import type { CooperationState } from './CooperationContext';
import { CooperationFields, EMPTY_FORM, firstInvalid } from './CooperationFields';

export const COOPERATION_TITLE = '合作咨询';

export default function CooperationModal({ state, onClose }: { state: CooperationState; onClose: () => void }) {
  const [form, setForm] = useState<IntentionForm>(EMPTY_FORM);
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
        body: toIntentionPayload(form, { version: state.version, serviceId: state.serviceId }),
      });
      if (answer.code === 200) {
        toast.success(SUBMITTED_MESSAGE, { placement: 'center' });
        setForm(EMPTY_FORM);
        onClose();
      }
    } catch {
      // Timeouts were toasted by the API client; the form keeps what the visitor typed.
    } finally {
      setSubmitting(false);
    }
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

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  ${spaceInRow('sm')}
`;
