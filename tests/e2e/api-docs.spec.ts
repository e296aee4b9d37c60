import { expect, test } from '@playwright/test';

test.describe('API reference', () => {
  test('documents every feature and shows a route with its answer', async ({ page }) => {
    // The reference renders the whole document in the browser: on a machine busy starting the
    // other browsers, that alone may take longer than a page's usual wait.
    test.setTimeout(60_000);
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') blocked.push(message.text());
    });
    await page.goto('/api/docs/');
    await expect(page.getByRole('heading', { name: /Rift Fantasy API/ })).toBeVisible({
      timeout: 30_000,
    });
    for (const feature of ['users', 'players', 'leagues', 'teams', 'draft', 'admin']) {
      await expect(page.getByRole('heading', { name: new RegExp(`^${feature} `) })).toBeVisible();
    }
    // A route opens to its parameters and its answer's schema.
    await page.getByRole('button', { name: 'GET /api/teams/{id}', exact: true }).first().click();
    await expect(page.getByRole('cell', { name: /^id \*required/ })).toBeVisible();
    // Its answer: a team with its roster by slot.
    await expect(page.getByText(/"leagueName": "string"/).first()).toBeVisible();
    await expect(page.getByText(/"BENCH": \[/).first()).toBeVisible();
    // The page loads only its own files: nothing was refused by the content security policy.
    expect(blocked.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  });
});
