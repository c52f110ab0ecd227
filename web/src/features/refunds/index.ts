export { RefundButton } from './RefundButton';
