import { expect, type Page } from '@playwright/test';

/** Nothing on the page runs past the window's width: there is nothing to scroll sideways. */
export async function expectNoSidewaysScroll(page: Page, what?: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, what).toBeLessThanOrEqual(0);
}
