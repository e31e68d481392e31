/** A coarse device class from the user agent; the log host keeps the full string too. */
export type DeviceType = 'mobile' | 'tablet' | 'desktop';

export function deviceTypeOf(userAgent: string): DeviceType {
  // Android tablets leave "Mobile" out of their user agent; phones include it.
  if (/iPad|Tablet|PlayBook|Silk/i.test(userAgent) || (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent))) {
    return 'tablet';
  }
  return /Mobi|iPhone|iPod|Windows Phone/i.test(userAgent) ? 'mobile' : 'desktop';
}
