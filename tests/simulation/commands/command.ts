import type fc from 'fast-check';
import type { MoneyModel } from '../model';
import type { World } from '../world';

/** One step of the simulation: a product action (and any fault injected into it) run against model and emulators. */
export type SimCommand = fc.AsyncCommand<MoneyModel, World>;
