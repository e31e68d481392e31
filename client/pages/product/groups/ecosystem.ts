export { text, content } from '../../../../shared/products/chunks/ecosystem';
