/**
 * The icons the site draws, by their lucide names (lucide-static, one set, ISC): the build
 * puts exactly these in the sprite (scripts/iconSprite.ts), the content names them per item
 * (shared/content), and a name that is not here does not compile. Only the type reaches
 * the browser; tests/shared/icons.test.ts checks each is drawn somewhere and exists.
 */
export const ICONS = [
  // The floating widget, the chat and the page actions.
  'message-square-text', 'app-window', 'messages-square', 'arrow-up', 'send-horizontal', 'headset', 'refresh-cw',
  'chevron-right', 'search', 'sparkles', 'file-text', 'phone', 'map-pin', 'building-2',
  // Content: capabilities, scenarios, advantages, cards.
  'flame', 'trending-up', 'radar', 'rss', 'newspaper', 'lightbulb', 'calendar-days', 'clipboard-list', 'network',
  'filter', 'bell', 'layers', 'database', 'scan-text', 'tags', 'shield-check', 'plug', 'link', 'users-round',
  'landmark', 'briefcase', 'presentation', 'music', 'chart-line', 'chart-column', 'chart-pie', 'file-chart-column',
  'wand-sparkles', 'image', 'video', 'clapperboard', 'film', 'mic', 'audio-lines', 'volume-2', 'languages',
  'captions', 'message-circle', 'bot', 'send', 'share-2', 'split', 'target', 'user-round', 'user-search',
  'folder-open', 'archive', 'hard-drive', 'car', 'grid-3x3', 'monitor', 'gauge', 'lock', 'wallet',
  'shopping-cart', 'store', 'megaphone', 'badge-percent', 'clipboard-check', 'list-checks', 'vote', 'gift',
  'ticket', 'heart-handshake', 'graduation-cap', 'book-open', 'school', 'mountain-snow', 'palette', 'smartphone',
  'code', 'layout-template', 'cpu', 'server', 'shield-alert', 'scale', 'eye', 'history', 'timer', 'zap', 'rocket',
  'cloud', 'workflow', 'blocks', 'award', 'globe', 'qr-code', 'handshake', 'scan-search', 'file-search', 'pen-line',
  'type', 'spell-check', 'mic-vocal', 'map', 'compass', 'badge-check', 'user-check',
  'layout-dashboard', 'monitor-play', 'radio', 'podcast', 'navigation', 'list-ordered', 'shopping-bag',
  'package', 'truck', 'coins', 'receipt', 'trophy', 'party-popper', 'star', 'copyright', 'stamp', 'fingerprint',
  'key-round', 'server-cog', 'sliders-horizontal', 'circle-check', 'file-audio', 'camera', 'brush', 'book-marked', 'users', 'user-plus',
] as const;

export type IconName = (typeof ICONS)[number];
