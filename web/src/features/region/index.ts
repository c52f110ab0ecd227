export { RegionGate } from './RegionGate';
