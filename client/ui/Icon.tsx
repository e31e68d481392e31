/**
 * An icon of the site's one set: a `<use>` of its symbol in the sprite the build wrote
 * (scripts/iconSprite.ts), whose hashed URL the server hands over in the app data. No icon
 * is drawn by JavaScript; all are decorative, so assistive tech skips them.
 */
import type { IconName } from '../../shared/icons';
import { useAppData } from '../appDataContext';

export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg aria-hidden="true" width={size} height={size} className={className}>
      <use href={`${useAppData().icons ?? ''}#${name}`} />
    </svg>
  );
}
