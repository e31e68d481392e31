/**
 * The document-wide rules (box model, base typography, resets, focus ring, reduced motion, the
 * colours and the 无障碍 settings: ./a11y/settingsCss.ts).
 * They are one fixed text, so the server writes them into every document's head as bytes it
 * encoded once (server/render/document.tsx) instead of a global styled component: styled-components
 * runs stylis over a global style again for every request's fresh style sheet. A function: the
 * browser's bundle, which never calls it, leaves it out.
 */
import { settingsCss } from './a11y/settingsCss';
import { theme } from './theme';

export const globalCss = (): string => `*,*::before,*::after{box-sizing:border-box;}
html{-webkit-text-size-adjust:100%;scroll-padding-top:${theme.layout.headerHeight};}
body{margin:0;font-family:${theme.font.family};font-size:${theme.font.size.body};line-height:${theme.font.lineHeight};color:${theme.color.text};background:${theme.color.background};-webkit-font-smoothing:antialiased;}
h1,h2,h3,h4,p,ul,ol,figure{margin:0;}
ul,ol{padding:0;list-style:none;}
a{color:inherit;text-decoration:none;}
img,svg,video{display:block;max-width:100%;}
button{font:inherit;color:inherit;}
:focus{outline:2px solid ${theme.color.focus};outline-offset:2px;}
:focus:not(:focus-visible){outline:none;}
@media (prefers-reduced-motion:reduce){html{scroll-behavior:auto;}*,*::before,*::after{transition-duration:0.01ms !important;animation-duration:0.01ms !important;}}
${settingsCss()}`;
