export { text, content } from '../../../../shared/products/chunks/solutions';
