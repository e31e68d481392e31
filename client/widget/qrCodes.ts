import type { IconName } from '../../shared/icons';
import type { QrName } from '../../shared/qr';

export interface QrCode {
  qr: QrName;
  /** Its name in the widget, the footer and the sheet's title. */
  label: string;
  icon: IconName;
  caption: string;
}

/** The WeChat codes a visitor is offered: the human service, the AI mini program and the official account. */
export const WECHAT_QR: QrCode = { qr: 'wechat', label: '专属微信客服', icon: 'headset', caption: '扫码咨询' };
export const MINI_PROGRAM_QR: QrCode = { qr: 'miniprogram', label: 'AI小程序', icon: 'app-window', caption: '微信扫码体验AI小程序' };
export const OFFICIAL_ACCOUNT_QR: QrCode = { qr: 'official-account', label: '公众号', icon: 'messages-square', caption: '扫码关注星海传媒公众号' };
