import { defineCallable } from '../core/callable';
import { topStreams } from './topStreams';

/** The top streams by money staked over a range of UTC days, for the Summary's CSV (Admin and Super Admin). */
export const getAdminTopStreamExport = defineCallable('getAdminTopStreamExport', { allow: ['admin'] }, ({ start, end }) => topStreams(start, end));
