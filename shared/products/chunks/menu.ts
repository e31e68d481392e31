/** The studios' entries and the product menu's items, for the route table in the browser's entry. */
export { studioAndProductMenu } from '..';
