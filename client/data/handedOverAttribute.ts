/** The attribute of the script that carries a read's answer in the page (./Streamed.tsx, ./handedOver.ts). */
export const HANDED_OVER_ATTRIBUTE = 'data-ssr';
