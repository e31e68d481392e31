/**
 * 智能风控's menu items: external sites, each its own product with no page here (so none has
 * a module of ./<group>/); the product menu lists them in their group's place (./index.ts).
 */
import type { ExternalRoute } from '../routeTable';
import { product } from './product';

export const riskControlSites: ExternalRoute[] = [
  {
    type: 'external',
    name: '内容审核',
    href: 'https://review.example.com/',
    description: '基于AI大模型的文本内容安全审核服务，精准识别涉政、违法违规与不良信息。',
    placements: [product('riskControl')],
  },
  {
    type: 'external',
    name: '图片审核',
    href: 'https://image-review.example.com/',
    description: '智能识别图片中的敏感人物、违规画面与不良文字，保障图片发布安全合规。',
    placements: [product('riskControl')],
  },
  {
    type: 'external',
    name: '音视频审核',
    href: 'https://av-review.example.com/',
    description: '对音频与视频进行逐帧、逐句智能审核，快速发现违规画面与敏感语音内容。',
    placements: [product('riskControl')],
  },
  {
    type: 'external',
    name: '舆情监测',
    href: 'https://sentiment.example.com/',
    description: '全天候全网舆情监测与预警，助力及时发现风险、研判态势并科学应对。',
    placements: [product('riskControl')],
  },
  {
    type: 'external',
    name: '版权监测',
    href: 'https://copyright-monitor.example.com/',
    description: '全网追踪原创内容的转载与侵权线索，为版权确权、取证和维权提供有力支撑。',
    placements: [product('riskControl')],
  },
];
