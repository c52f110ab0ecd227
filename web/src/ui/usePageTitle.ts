import { useEffect, useLayoutEffect } from 'react';
import { PRODUCT_NAME } from '@shared/core/product';

export function formatPageTitle(title?: string): string {
  return title ? `${title} | ${PRODUCT_NAME}` : `${PRODUCT_NAME} | Bet on live streams and esports battles`;
}

/** Sets the browser tab title, e.g. "Settings | Clutchpot". Pages call this for titles only they know. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}

/**
 * The layout's title for the current path. It runs as a layout effect, which React runs before any page's
 * passive effects, so a page that calls usePageTitle itself always has the last word.
 */
export function useDefaultPageTitle(title: string | undefined, pathname: string): void {
  useLayoutEffect(() => {
    document.title = formatPageTitle(title);
  }, [title, pathname]);
}
