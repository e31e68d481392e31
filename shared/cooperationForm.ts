/**
 * What the cooperation forms (the modal, the page and the server's answer to the page's
 * post) make of a 合作咨询 link: the 使用场景 it prefills. Loaded with those forms only.
 */
import { DEMO_PARAM, productPage, type CooperationScene, type CooperationTarget } from './cooperation';
import type { IntentionForm, IntentionFormErrors } from './validation';

/** The success message (docs/product.md#cooperation-submit), of the modal's toast and of the page after a post. */
export const SUBMITTED_MESSAGE = '申请已提交，我们会尽快与您联系';

const SCENE_TEXT: Record<CooperationScene, string> = {
  gov: '政务服务方案咨询',
  training: '定制团队培训',
  basic: '咨询基础版报价',
  pro: '咨询专业版报价',
  flagship: '咨询旗舰版报价',
  qualification: '申请资质材料包',
  accessibility: '无障碍反馈',
};

/** What a URL's query names of what a link may carry, and nothing it does not know. */
export function cooperationTargetOf(query: URLSearchParams): CooperationTarget {
  const product = query.get('product');
  if (product && productPage(product)) return query.get(DEMO_PARAM) === '1' ? { product, demo: true } : { product };
  const scene = query.get('scene');
  // hasOwnProperty: a scene named `constructor` is not one.
  return scene && Object.prototype.hasOwnProperty.call(SCENE_TEXT, scene) ? { scene: scene as CooperationScene } : {};
}

/** What a link prefills as 使用场景: '' for one about nothing in particular. */
export function sceneText({ scene, product, demo }: CooperationTarget): string {
  const name = product ? productPage(product)?.name : undefined;
  if (name) return demo ? `咨询产品：${name}（已在线体验，希望用在我单位）` : `咨询产品：${name}`;
  return scene ? SCENE_TEXT[scene] : '';
}

/**
 * A form posted to /cooperation.html, as the server answers it: what was sent (to be shown
 * again), each field's message, and a message for the whole form (a refusal, an upstream
 * failure). Handed to the page as its route action's data (./postedForm.ts).
 */
export interface CooperationFormState {
  values: IntentionForm;
  errors: IntentionFormErrors;
  notice?: string;
}
