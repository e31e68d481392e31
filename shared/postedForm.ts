/**
 * A form posted to /cooperation.html (the lead, or a withdrawal link used), /report.html or a
 * try-it panel's product page without JavaScript, as the server answered it (server/render/cooperationForm.ts,
 * server/compliance/withdrawalRoutes.ts, server/compliance/complaintForm.ts, server/demos/demoForms.ts): handed to the page's route action through React
 * Router's request context, so the page reads it with useActionData and hydration, from the
 * router data, renders the same.
 */
import { createContext } from 'react-router-dom';
import type { ComplaintFormState } from './complaint';
import type { WithdrawalResult } from './consent';
import type { CooperationFormState } from './cooperationForm';
import type { DemoPostedForm } from './demos';

export interface PostedForm {
  /** The page's status: 400 for what the visitor must correct, 403, 413, 429, 503. */
  status: number;
  /** What the page's action hands it: each page reads its own kind. */
  form: CooperationFormState | WithdrawalResult | ComplaintFormState | DemoPostedForm;
}

export const postedFormContext = createContext<PostedForm>();
