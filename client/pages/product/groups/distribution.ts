export { text, content } from '../../../../shared/products/chunks/distribution';
