export { HeldPayments } from './HeldPayments';
export { RefundButton } from './RefundButton';
