/**
 * The 投诉举报 form's fields, messages and agreement: the names the page's plain form posts are
 * those the server reads back (server/compliance/complaintForm.ts), and the JSON call's body
 * has the same keys (shared/complaint.ts).
 */
import styled from 'styled-components';
import { Agreement, ErrorText, Field, fieldBox, Required, TextInput } from '../../ui/formControls';
import { COMPLAINT_CATEGORIES, COMPLAINT_LIMITS, type ComplaintForm, type ComplaintFormErrors } from '../../../shared/complaint';
import { AGREEMENT_LINKS } from '../../cooperation/agreements';

type TextField = 'contentId' | 'pageUrl' | 'contact';

const TEXT_FIELDS: ReadonlyArray<{ key: TextField; label: string; placeholder: string; hint?: string; type: string; autoComplete: string }> = [
  {
    key: 'contentId',
    label: '内容编号',
    placeholder: '选填：AI回答的内容编号',
    hint: '从AI回答下方的“投诉举报”进入时自动填写，帮助我们准确找到该条回答。',
    type: 'text',
    autoComplete: 'off',
  },
  { key: 'pageUrl', label: '相关网页地址', placeholder: '选填：https://…', type: 'url', autoComplete: 'url' },
  {
    key: 'contact',
    label: '联系方式',
    placeholder: '选填：手机号码或电子邮箱',
    hint: '留下联系方式，便于我们告知处理结果。',
    type: 'text',
    autoComplete: 'email',
  },
];

/** In the order the form shows them: the first one with a message takes the focus. */
const FIELD_ORDER = ['category', 'contentId', 'pageUrl', 'description', 'contact', 'agreed'] as const;

export function ComplaintFields({
  idPrefix,
  form,
  errors,
  onChange,
}: {
  idPrefix: string;
  form: ComplaintForm;
  errors: ComplaintFormErrors;
  onChange: <K extends keyof ComplaintForm>(key: K, value: ComplaintForm[K]) => void;
}) {
  const errorId = (key: keyof ComplaintForm) => `${idPrefix}-${key}-error`;
  const described = (key: keyof ComplaintForm, hint?: string) => [errors[key] && errorId(key), hint].filter(Boolean).join(' ') || undefined;
  const message = (key: keyof ComplaintForm) =>
    errors[key] && (
      <ErrorText id={errorId(key)} role="alert">
        {errors[key]}
      </ErrorText>
    );
  const textField = (field: (typeof TEXT_FIELDS)[number]) => {
    const id = `${idPrefix}-${field.key}`;
    const hintId = field.hint ? `${id}-hint` : undefined;
    return (
      <Field key={field.key}>
        <label htmlFor={id}>{field.label}</label>
        <TextInput
          id={id}
          name={field.key}
          type={field.type}
          maxLength={COMPLAINT_LIMITS[field.key]}
          placeholder={field.placeholder}
          autoComplete={field.autoComplete}
          value={form[field.key]}
          aria-invalid={Boolean(errors[field.key])}
          aria-describedby={described(field.key, hintId)}
          onChange={(e) => onChange(field.key, e.target.value)}
        />
        {field.hint && <Hint id={hintId}>{field.hint}</Hint>}
        {message(field.key)}
      </Field>
    );
  };
  const [contentIdField, ...otherFields] = TEXT_FIELDS;
  return (
    <>
      <Categories aria-invalid={Boolean(errors.category)} aria-describedby={described('category')}>
        <legend>
          <Required aria-hidden="true">*</Required>举报类型
        </legend>
        <div>
          {Object.entries(COMPLAINT_CATEGORIES).map(([key, label]) => (
            <Choice key={key}>
              <input type="radio" name="category" value={key} checked={form.category === key} required onChange={() => onChange('category', key)} />
              {label}
            </Choice>
          ))}
        </div>
        {message('category')}
      </Categories>
      {textField(contentIdField!)}
      <Field>
        <label htmlFor={`${idPrefix}-description`}>
          <Required aria-hidden="true">*</Required>问题描述
        </label>
        <TextArea
          id={`${idPrefix}-description`}
          name="description"
          maxLength={COMPLAINT_LIMITS.description}
          placeholder={`请描述您发现的问题（${COMPLAINT_LIMITS.descriptionMin}–${COMPLAINT_LIMITS.description}字），如涉及的具体内容、发现时间等`}
          value={form.description}
          aria-required
          aria-invalid={Boolean(errors.description)}
          aria-describedby={described('description', `${idPrefix}-description-count`)}
          onChange={(e) => onChange('description', e.target.value)}
        />
        <Hint id={`${idPrefix}-description-count`}>
          已输入 {[...form.description.trim()].length}/{COMPLAINT_LIMITS.description} 字
        </Hint>
        {message('description')}
      </Field>
      {otherFields.map(textField)}
      <Agreement>
        <input
          id={`${idPrefix}-agreed`}
          name="agreed"
          type="checkbox"
          checked={form.agreed}
          aria-invalid={Boolean(errors.agreed)}
          aria-describedby={described('agreed')}
          onChange={(e) => onChange('agreed', e.target.checked)}
        />
        <label htmlFor={`${idPrefix}-agreed`}>
          我已阅读并同意
          {AGREEMENT_LINKS.map((doc) => (
            <a key={doc.path} href={doc.path} target="_blank" rel="noopener">
              {doc.title}
            </a>
          ))}
          ，同意为处理本次举报使用所填信息
        </label>
      </Agreement>
      {message('agreed')}
    </>
  );
}

/** The first field with a message, to focus after a refused submit. */
export function firstInvalid(form: HTMLFormElement | null, errors: ComplaintFormErrors): void {
  const first = FIELD_ORDER.find((key) => errors[key]);
  form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

const Hint = styled.p`
  font-size: 0.75rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const TextArea = styled.textarea`
  ${fieldBox}
  min-height: 140px;
  resize: vertical;
`;

/** Margins, not flex gap: the floor's oldest engines (Chromium 84) ignore gap in flex. */
const Categories = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  legend { margin-bottom: 6px; padding: 0; font-size: 0.875rem; color: ${({ theme }) => theme.color.text}; }
  > div { display: flex; flex-wrap: wrap; margin: -4px; }
`;

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  margin: 4px;
  padding: 6px 12px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.875rem;
  cursor: pointer;
  input { margin: 0 6px 0 0; }
  &:has(input:checked) { border-color: ${({ theme }) => theme.color.primary}; color: ${({ theme }) => theme.color.primary}; background: rgba(26, 92, 255, 0.06); }
  &:focus-within { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: 1px; }
`;
