export { RegionGate } from './RegionGate';
export { useRegionSettled } from './regionSettled';
