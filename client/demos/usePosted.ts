import { useActionData } from 'react-router-dom';
import type { DemoKind, DemoPostedForm } from '../../shared/demos';

/** The panel's form as the server answered it, posted without JavaScript (or before the panel's chunk came). */
export function usePosted<K extends DemoKind>(demo: K): Extract<DemoPostedForm, { demo: K }> | undefined {
  const posted = useActionData<DemoPostedForm>();
  return posted?.demo === demo ? (posted as Extract<DemoPostedForm, { demo: K }>) : undefined;
}
