/** The three documents the cooperation form's agreement checkbox links to (docs/product.md#cooperation-form-rules). */
export const AGREEMENT_LINKS = [
  { title: '《用户协议》', path: '/agreement/user.html', resource: '/agreement/user' },
  { title: '《隐私政策》', path: '/agreement/privacy.html', resource: '/agreement/privacy' },
  { title: '《产品服务协议》', path: '/agreement/service.html', resource: '/agreement/service' },
] as const;
