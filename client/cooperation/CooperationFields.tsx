/**
 * The cooperation form's fields, messages and agreement, once for the modal and the
 * cooperation page: the page's plain form posts the same names the server reads back
 * (server/render/cooperationForm.ts), so both forms always ask for the same thing.
 */
import styled from 'styled-components';
import { Agreement, ErrorText, Field, fieldBox, Required, TextInput } from '../ui/formControls';
import { CONSENT_NOTICE, OPTIONAL_CONSENTS, PRIVACY_PATH } from '../../shared/consent';
import { INTENTION_LIMITS, type IntentionForm, type IntentionFormErrors } from '../../shared/validation';
import { AGREEMENT_LINKS } from './agreements';

/**
 * The form before the visitor touches it: the agreement checked as specified unless the
 * operator set LEAD_CONSENT_UNCHECKED (AppData.site.leadConsentUnchecked); the optional
 * consents never checked for the visitor.
 */
export const emptyForm = (leadConsentUnchecked = false): IntentionForm => ({
  mobile: '',
  name: '',
  company: '',
  scene: '',
  agreed: !leadConsentUnchecked,
  partners: false,
  followUp: false,
});

type TextField = 'mobile' | 'name' | 'company' | 'scene';

const FIELDS: ReadonlyArray<{ key: TextField; label: string; placeholder: string; required: boolean; type?: string }> = [
  { key: 'mobile', label: '手机号码', placeholder: '请输入11位手机号码', required: true, type: 'tel' },
  { key: 'name', label: '姓名', placeholder: '请输入您的姓名', required: true },
  { key: 'company', label: '企业名称', placeholder: '请输入企业或机构名称', required: true },
  { key: 'scene', label: '使用场景', placeholder: '选填：简要描述您的需求或使用场景', required: false },
];

/** In the order the form shows them: the first one with a message takes the focus. */
export const FIELD_ORDER = ['mobile', 'name', 'company', 'scene', 'agreed'] as const;

const AUTOCOMPLETE: Record<TextField, string> = { mobile: 'tel', name: 'name', company: 'organization', scene: 'off' };

export function CooperationFields({
  idPrefix,
  form,
  errors,
  onChange,
}: {
  idPrefix: string;
  form: IntentionForm;
  errors: IntentionFormErrors;
  onChange: <K extends keyof IntentionForm>(key: K, value: IntentionForm[K]) => void;
}) {
  const errorId = (key: keyof IntentionForm) => `${idPrefix}-${key}-error`;
  return (
    <>
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
              <TextArea {...common} onChange={(e) => onChange(field.key, e.target.value)} />
            ) : (
              <TextInput
                {...common}
                type={field.type ?? 'text'}
                inputMode={field.key === 'mobile' ? 'numeric' : undefined}
                autoComplete={AUTOCOMPLETE[field.key]}
                onChange={(e) => onChange(field.key, e.target.value)}
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
          onChange={(e) => onChange('agreed', e.target.checked)}
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
      {OPTIONAL_CONSENTS.map(({ key, label }) => (
        <Agreement key={key}>
          <input id={`${idPrefix}-${key}`} name={key} type="checkbox" checked={form[key]} onChange={(e) => onChange(key, e.target.checked)} />
          <label htmlFor={`${idPrefix}-${key}`}>{label}</label>
        </Agreement>
      ))}
      <Notice data-consent-notice="">
        {CONSENT_NOTICE}
        <a href={PRIVACY_PATH} target="_blank" rel="noopener">
          《隐私政策》
        </a>
        。
      </Notice>
    </>
  );
}

/** The first field with a message, to focus after a refused submit. */
export function firstInvalid(form: HTMLFormElement | null, errors: IntentionFormErrors): void {
  const first = FIELD_ORDER.find((key) => errors[key]);
  form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

const TextArea = styled.textarea`
  ${fieldBox}
  min-height: 72px;
  resize: vertical;
`;

/** Read before the visitor sends anything: who receives the data, why, how long, and their rights. */
const Notice = styled.p`
  padding: 8px 10px;
  border-radius: 4px;
  background: ${({ theme }) => theme.color.backgroundSoft};
  font-size: 0.75rem;
  line-height: 1.6;
  color: ${({ theme }) => theme.color.textSecondary};
  a { color: ${({ theme }) => theme.color.primary}; }
`;
