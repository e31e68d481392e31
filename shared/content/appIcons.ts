/**
 * The icon of each application of the product menu, by the link the menu gives it (a page
 * path, a path with its section, or an external site): 应用中心 and the 相关产品 cards
 * draw it. Product and studio pages' icons are in their modules (shared/products). tests/unit/shared/icons.test.ts checks every menu link has one.
 */
import type { IconName } from '../icons';
import { productIcons, studioIcons } from '../products/chunks/icons';

export const appIcons: Record<string, IconName> = {
  ...productIcons,
  ...studioIcons,
  'https://review.example.com/': 'shield-check',
  'https://image-review.example.com/': 'scan-search',
  'https://av-review.example.com/': 'monitor-play',
  'https://sentiment.example.com/': 'radar',
  'https://copyright-monitor.example.com/': 'copyright',
  '/product/algorithm.html#recommend': 'target',
  '/product/algorithm.html#profile': 'user-search',
  '/product/algorithm.html#push': 'bell',
};
