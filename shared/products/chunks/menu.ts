/** The product menu's items, for the route table in the browser's entry. */
export { productMenu } from '..';
