/**
 * Where a 合作咨询 control leads. Each is a real link to /cooperation.html carrying what it
 * is about (a scene, or a product), so a visitor whose JavaScript never runs still reaches a
 * form; where JavaScript runs, the same link opens the modal instead. What the forms make of
 * it is in ./cooperationForm.ts, which loads with them: this part is in every page's script.
 */
import type { PageEntry } from './routeTable';
import { pageEntries } from './routeViews';

export const COOPERATION_PATH = '/cooperation.html';
/** The widget's 联系咨询 without JavaScript: the page's WeChat QR code and service line. */
export const CONTACT_ANCHOR = 'contact';
/** The version every cooperation form sends (the modal's and the page's alike). */
export const COOPERATION_FORM_VERSION = 'web-1.0';

/** The scenes a link may name; ./cooperationForm.ts says what each prefills as 使用场景. */
export const COOPERATION_SCENES = ['gov', 'training', 'basic', 'pro', 'flagship', 'qualification', 'accessibility'] as const;
export type CooperationScene = (typeof COOPERATION_SCENES)[number];

/** A link names at most one of them: a product page names its product. */
export interface CooperationTarget {
  scene?: CooperationScene;
  /** The product or studio page's file name: `topSearch` for /product/topSearch.html. */
  product?: string;
  /** The visitor has tried the product in its page's panel (client/demos/): 用在我单位. */
  demo?: boolean;
}

/** The `product` a product or studio page's links carry: its file name without `.html`. */
export const productOf = (path: string): string => path.slice(path.lastIndexOf('/') + 1, -'.html'.length);

export function productPage(product: string): PageEntry | undefined {
  return pageEntries.find((p) => (p.kind === 'product' || p.kind === 'studio') && productOf(p.path) === product);
}

export function cooperationHref({ scene, product, demo }: CooperationTarget = {}): string {
  if (product) return `${COOPERATION_PATH}?product=${encodeURIComponent(product)}${demo ? `&${DEMO_PARAM}=1` : ''}`;
  return scene ? `${COOPERATION_PATH}?scene=${scene}` : COOPERATION_PATH;
}

/**
 * 撤回同意并删除: the page asks to confirm a lead's withdrawal link (`?withdraw=<token>`), and
 * after a post without JavaScript its thank-you state carries the link's token
 * (`?submitted=<token>`). Such a page is its visitor's alone: never cached.
 */
export const COOPERATION_WITHDRAW_PARAM = 'withdraw';
/** 32 random bytes in base64url (server/compliance/withdrawalToken.ts). */
export const WITHDRAW_TOKEN_LENGTH = 43;

/** With `product`: the visitor comes from trying it on its page. */
export const DEMO_PARAM = 'demo';

export const COOPERATION_PARAMS = ['product', DEMO_PARAM, 'scene', 'submitted', COOPERATION_WITHDRAW_PARAM] as const;

/**
 * Whether the cooperation page keeps a query parameter: only values that change it. An
 * invented scene or product is dropped, so it makes no page (and no cache entry) of its own.
 */
export function isCooperationParam(name: string, value: string): boolean {
  if (name === 'product') return productPage(value) !== undefined;
  if (name === 'scene') return (COOPERATION_SCENES as readonly string[]).includes(value);
  // A token's characters are checked where it is shown (shared/withdrawLink.ts), which says so
  // of a broken withdrawal link: this runs in every page's script.
  return value === '1' || name === COOPERATION_WITHDRAW_PARAM || value.length === WITHDRAW_TOKEN_LENGTH;
}
