/** Inline SVG icons (no icon font to download); decorative, so hidden from assistive tech. */
import type { SVGProps } from 'react';

/** What every icon shares; ../chat/icons.tsx draws the chat panel's own from it too. */
export const iconBase = { width: 24, height: 24, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, 'aria-hidden': true } as const;

export const ChatIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconBase} {...p}>
    <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" />
    <path d="M8 10h8M8 13h5" strokeLinecap="round" />
  </svg>
);

export const MiniProgramIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconBase} {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 14.5a2 2 0 1 1 0-4h1v3a2.5 2.5 0 1 0 2.5-2.5" strokeLinecap="round" />
  </svg>
);

export const OfficialAccountIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconBase} {...p}>
    <path d="M9 4.5c-3.6 0-6.5 2.4-6.5 5.4 0 1.7.9 3.2 2.4 4.2l-.6 2 2.3-1.2c.8.2 1.6.3 2.4.3" strokeLinejoin="round" />
    <path d="M15.5 9.5c-3.3 0-6 2.1-6 4.8s2.7 4.8 6 4.8c.7 0 1.3-.1 1.9-.3l2.1 1.1-.5-1.8c1.5-.9 2.5-2.3 2.5-3.8 0-2.7-2.7-4.8-6-4.8z" strokeLinejoin="round" />
  </svg>
);

export const ArrowUpIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconBase} {...p}>
    <path d="M12 19V5M6 11l6-6 6 6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
