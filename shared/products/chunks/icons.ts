/** The product and studio pages' app icons: for shared/content/appIcons.ts. */
export { productIcons, studioIcons } from '..';
