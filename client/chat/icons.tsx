/** The chat panel's icons, in its chunk (the entry draws the others, ../ui/icons.tsx). */
import type { SVGProps } from 'react';
import { iconBase } from '../ui/icons';

export const SendIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconBase} {...p}>
    <path d="M4 12l16-8-6 16-2.5-6.5z" strokeLinejoin="round" />
  </svg>
);

export const HeadsetIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconBase} {...p}>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="13" width="4" height="6" rx="1.5" />
    <rect x="17" y="13" width="4" height="6" rx="1.5" />
  </svg>
);

export const RefreshIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconBase} {...p}>
    <path d="M20 11a8 8 0 0 0-14.5-4.5M4 4v4h4M4 13a8 8 0 0 0 14.5 4.5M20 20v-4h-4" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
