/** The QR codes the site shows, served as /qr/<name>.svg and /qr/<name>.png (320×320). */
export const QR_NAMES = ['wechat', 'miniprogram', 'official-account'] as const;
export type QrName = (typeof QR_NAMES)[number];

export const qrImage = (name: QrName): string => `/qr/${name}.svg`;
/** The bitmap a phone's WeChat recognises on a long press and its album keeps (issue 27). */
export const qrBitmap = (name: QrName): string => `/qr/${name}.png`;

export const DEFAULT_QR_TARGETS: Record<QrName, string> = {
  wechat: 'https://wechat.example.com/kf/zhimei-open-platform',
  miniprogram: 'https://mp.example.com/zhimei-ai-assistant',
  'official-account': 'https://mp.example.com/xinghai-media-official',
};
