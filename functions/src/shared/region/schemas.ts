import * as yup from 'yup';

/** checkRegion: whether the caller's region may use the product (asked only while the geoblock flag is on). */
export const checkRegionRequest = yup.object({}).noUnknown();