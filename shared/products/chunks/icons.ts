/** The product pages' app icons: for shared/content/appIcons.ts. */
export { productIcons } from '..';
