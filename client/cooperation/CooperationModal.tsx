/**
 * 合作咨询: the cooperation form (SPEC.md section 5). Not closable by Escape or the mask;
 * closes on 取消 or after a successful submit. On any failure the visitor's input stays.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { API } from '../../shared/api';
import { COOPERATION_MODAL_WIDTH } from '../../shared/constants';
import { INTENTION_LIMITS, toIntentionPayload, validateIntentionForm, type IntentionForm, type IntentionFormErrors } from '../../shared/validation';
import { apiRequest } from '../api/http';
import { toast } from '../toast/store';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { AGREEMENT_LINKS } from './agreements';
import type { CooperationState } from './CooperationContext';

export const COOPERATION_TITLE = '合作咨询';
export const SUBMITTED_MESSAGE = '申请已提交，我们会尽快与您联系';

const EMPTY_FORM: IntentionForm = { mobile: '', name: '', company: '', scene: '', agreed: true };

type TextField = Exclude<keyof IntentionForm, 'agreed'>;

const FIELDS: ReadonlyArray<{ key: TextField; label: string; placeholder: string; required: boolean; type?: string }> = [
  { key: 'mobile', label: '手机号码', placeholder: '请输入11位手机号码', required: true, type: 'tel' },
  { key: 'name', label: '姓名', placeholder: '请输入您的姓名', required: true },
  { key: 'company', label: '企业名称', placeholder: '请输入企业或机构名称', required: true },
  { key: 'scene', label: '使用场景', placeholder: '选填：简要描述您的需求或使用场景', required: false },
];

const AUTOCOMPLETE: Record<TextField, string> = { mobile: 'tel', name: 'name', company: 'organization', scene: 'off' };

export default function CooperationModal({ state, onClose }: { state: CooperationState; onClose: () => void }) {
  const [form, setForm] = useState<IntentionForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<IntentionFormErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = useId();

  const update = <K extends keyof IntentionForm>(key: K, value: IntentionForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = validateIntentionForm(form);
    if (!check.ok) {
      setErrors(check.errors);
      const first = (['mobile', 'name', 'company', 'scene', 'agreed'] as const).find((k) => check.errors[k]);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
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

  const errorId = (key: keyof IntentionForm) => `${idPrefix}-${key}-error`;

  return (
    <Dialog open={state.show} title={COOPERATION_TITLE} width={COOPERATION_MODAL_WIDTH} onClose={onClose} dismissible={false}>
      <Form ref={formRef} onSubmit={submit} noValidate>
        <Lead>留下联系方式，专属顾问将在1个工作日内与您联系。</Lead>
        {FIELDS.map((field) => {
          const id = `${idPrefix}-${field.key}`;
          const error = errors[field.key];
          const common = {
            id,
            name: field.key,
            maxLength: INTENTION_LIMITS[field.key],
            placeholder: field.placeholder,
            value: form[field.key],
            'aria-required': field.required,
            'aria-invalid': Boolean(error),
            'aria-describedby': error ? errorId(field.key) : undefined,
          };
          return (
            <Field key={field.key}>
              <label htmlFor={id}>
                {field.required && <Required aria-hidden="true">*</Required>}
                {field.label}
              </label>
              {field.key === 'scene' ? (
                <TextArea {...common} onChange={(e) => update(field.key, e.target.value)} />
              ) : (
                <TextInput
                  {...common}
                  type={field.type ?? 'text'}
                  inputMode={field.key === 'mobile' ? 'numeric' : undefined}
                  autoComplete={AUTOCOMPLETE[field.key]}
                  onChange={(e) => update(field.key, e.target.value)}
                />
              )}
              {error && (
                <ErrorText id={errorId(field.key)} role="alert">
                  {error}
                </ErrorText>
              )}
            </Field>
          );
        })}
        <Agreement>
          <input
            id={`${idPrefix}-agreed`}
            name="agreed"
            type="checkbox"
            checked={form.agreed}
            aria-invalid={Boolean(errors.agreed)}
            aria-describedby={errors.agreed ? errorId('agreed') : undefined}
            onChange={(e) => update('agreed', e.target.checked)}
          />
          <label htmlFor={`${idPrefix}-agreed`}>
            我已阅读并同意
            {AGREEMENT_LINKS.map((doc) => (
              <a key={doc.path} href={doc.path} target="_blank" rel="noopener">
                {doc.title}
              </a>
            ))}
          </label>
        </Agreement>
        {errors.agreed && (
          <ErrorText id={errorId('agreed')} role="alert">
            {errors.agreed}
          </ErrorText>
        )}
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

const Field = styled.div`
  display: grid;
  gap: 6px;
  label { font-size: 14px; color: ${({ theme }) => theme.color.text}; }
`;

const Required = styled.span`
  margin-right: 2px;
  color: #f53f3f;
`;

const inputStyle = `
  width: 100%;
  padding: 8px 10px;
  border-radius: 4px;
  font: inherit;
  font-size: 14px;
`;

const TextInput = styled.input`
  ${inputStyle}
  border: 1px solid ${({ theme }) => theme.color.border};
  &[aria-invalid='true'] { border-color: #f53f3f; }
  &:focus { outline: none; border-color: ${({ theme }) => theme.color.primary}; }
`;

const TextArea = styled.textarea`
  ${inputStyle}
  min-height: 72px;
  resize: vertical;
  border: 1px solid ${({ theme }) => theme.color.border};
  &:focus { outline: none; border-color: ${({ theme }) => theme.color.primary}; }
`;

const ErrorText = styled.p`
  font-size: 13px;
  color: #f53f3f;
`;

const Agreement = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 6px;
  font-size: 13px;
  color: ${({ theme }) => theme.color.textSecondary};
  input { margin-top: 4px; }
  a { color: ${({ theme }) => theme.color.primary}; }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
