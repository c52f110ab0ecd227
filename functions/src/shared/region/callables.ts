import type { CallableSchemas, SameKeys } from '../core/callables';
import { checkRegionRequest } from './schemas';
import type { RegionStatus } from './types';

export const regionCallables = {
  checkRegion: checkRegionRequest,
} satisfies CallableSchemas;

export interface RegionResponses {
  checkRegion: RegionStatus;
}

export const regionContractIsComplete: SameKeys<keyof typeof regionCallables, keyof RegionResponses> = true;
