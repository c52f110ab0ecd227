import { defineCallable } from '../core/callable';
import { reconcile as runReconcile } from './reconcile';

/** Admin check of the books (see reconcile.ts); reads only. */
export const reconcile = defineCallable('reconcile', { allow: ['admin'] }, () => runReconcile());
