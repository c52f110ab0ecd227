import type { CallableSchemas, SameKeys } from '../core/callables';
import { reconcileRequest } from './schemas';
import type { ReconcileReport } from './types';

export const ledgerCallables = {
  reconcile: reconcileRequest,
} satisfies CallableSchemas;

export interface LedgerResponses {
  reconcile: ReconcileReport;
}

export const ledgerContractIsComplete: SameKeys<keyof typeof ledgerCallables, keyof LedgerResponses> = true;
