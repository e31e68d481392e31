/** The product menu's groups, in its order: 产品矩阵 and 应用中心 list them so. */
export type ProductGroupId = 'sourcing' | 'generation' | 'riskControl' | 'distribution' | 'tools' | 'ecosystem' | 'h5' | 'solutions';

export const productGroups: ReadonlyArray<{ id: ProductGroupId; label: string }> = [
  { id: 'sourcing', label: '智能采集' },
  { id: 'generation', label: '智能生成' },
  { id: 'riskControl', label: '智能风控' },
  { id: 'distribution', label: '智能分发' },
  { id: 'tools', label: '智能工具' },
  { id: 'ecosystem', label: '智能生态' },
  { id: 'h5', label: '智能H5' },
  { id: 'solutions', label: '整体解决方案' },
];
