export { DepositDialogProvider } from './DepositDialogProvider';
export { WALLET_PATHS } from './routePaths';
export { useDepositDialog } from './useDepositDialog';
export { PaypalPayment } from './paypal/PaypalCheckout';
export { PaypalButton } from './PaypalButton';
export { enabledMethods } from './paymentMethods';
