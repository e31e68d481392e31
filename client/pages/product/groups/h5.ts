export { text, content } from '../../../../shared/products/chunks/h5';
