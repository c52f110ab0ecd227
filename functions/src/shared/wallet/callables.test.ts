import { describeCallableSchemas } from '../../../../tests/support/callableSchemaSuite';
import { walletCallables } from './callables';

describeCallableSchemas(walletCallables, {
  addBalance: {
    valid: { orderId: 'ORDER123', amount: 2_500, clientId: 'client', requestId: 'request-0001' },
    required: ['orderId', 'amount', 'requestId'],
  },
  checkDepositLimits: {
    valid: { userId: 'uid-1' },
    required: ['userId'],
  },
  createTrueLayerPayment: {
    valid: { amount: 2_500, returnUri: 'https://clutchpot.gg/deposit/success', currency: 'GBP', requestId: 'request-0001' },
    required: ['amount', 'returnUri', 'currency', 'requestId'],
  },
  makePayout: {
    valid: { amount: 1_000, email: 'payee@example.com', clientId: 'client', gateway: 'paypal', requestId: 'request-0001' },
    required: ['amount', 'email', 'gateway', 'requestId'],
  },
  createTrueLayerPayout: {
    valid: { amount: 1_000, currency: 'GBP', requestId: 'request-0001' },
    required: ['amount', 'currency', 'requestId'],
  },
  getWalletSummary: {
    valid: {},
    required: [],
  },
  fetchTransactions: {
    valid: { startDate: 0, endDate: 1_000 },
    required: ['startDate', 'endDate'],
  },
  getOrderHistory: { valid: { months: 12 }, required: [] },
  getMonthlyHistory: { valid: { userId: 'uid-1', months: 18 }, required: [] },
  getPayoutHistory: { valid: {}, required: [] },
});
