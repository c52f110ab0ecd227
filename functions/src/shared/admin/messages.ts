/** The longest range a summary covers, in days (a leap year). */
export const SUMMARY_MAX_DAYS = 366;

/** The most streams the top streams export lists. */
export const TOP_STREAMS_LIMIT = 100;
/** The most orders fetchOrders returns at once (spec 02 section 9). */
export const MAX_ORDERS = 500;
/** The most ledger types one fetchOrders call filters on. */
export const MAX_ORDER_TYPES = 10;

export const adminMessages = {
  dateFormat: 'Enter dates as YYYY-MM-DD',
  endBeforeStart: 'The end date must be on or after the start date',
  rangeTooLong: `Choose a range of at most ${SUMMARY_MAX_DAYS} days`,
  ordersLimit: `Choose a limit from 1 to ${MAX_ORDERS} orders`,
  orderTypes: `Choose at most ${MAX_ORDER_TYPES} known transaction types`,
} as const;
