/** The site's marketing content, typed (see ./types). */
export * from './types';
export { productContent } from './products';
export { studioContent } from './studios';
export { govContent } from './gov';
export { aboutContent } from './about';
export { collegeContent } from './college';
