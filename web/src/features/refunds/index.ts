export { HeldPayments } from './HeldPayments';
export { RefundButton } from './RefundButton';
export { RefundList } from './RefundList';
