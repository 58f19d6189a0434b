import { expect, test } from '@playwright/test';
import { baseURL } from './support/urls.ts';

// GraphiQL as a backend-for-frontend developer first meets it (`npm start`, development): the
// editor and its workers load under the gateway's own CSP, the demo query is shown and runs.
test('GraphiQL opens with the demo query, which runs, with no CSP violation or script error', async ({
  page,
}) => {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto(new URL('/graphql', baseURL).toString());
  const editor = page.locator('.graphiql-query-editor');
  await expect(editor).toContainText('query DemoStay', { timeout: 20_000 });
  await page.getByRole('button', { name: /execute query/i }).click();
  const response = page.locator('.graphiql-response');
  await expect(response).toContainText('"confirmationNumber": "BK-100001"', { timeout: 20_000 });
  await expect(response).toContainText('"city": "Helsinki"');
  // Monaco's workers started (it falls back to the main thread with a warning when they cannot).
  expect(problems).toEqual([]);
});
