/*
 * A partner's Playwright test with the published test kit: routeMockApi answers the page's API
 * calls (to http://localhost:8000, the kit's MOCK_API_BASE) in the test's own process, from a
 * mock backend the test reads and changes. The page is a real one with <cm-memory-editor>.
 */
import { MEMBER_TOKENS } from '@childhood-memories/testing';
import { routeMockApi } from '@childhood-memories/testing/node';
import { expect, test, type Page } from '@playwright/test';

async function write(page: Page, text: string) {
  await page.addInitScript((token) => sessionStorage.setItem('token', token), MEMBER_TOKENS.ada);
  await page.goto('/');
  await page.getByRole('radio', { name: 'Happy', exact: true }).click();
  await page.getByRole('textbox', { name: 'Your memory' }).fill(text);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Post' }).click();
}

test('a posted memory reaches the backend', async ({ page }) => {
  const backend = await routeMockApi(page);
  await write(page, 'Bread on Sunday mornings. #bread');
  await expect(page.getByText('Success: Your Memory Added Successfully!', { exact: true })).toBeVisible();
  expect(
    backend.allMemories().filter((memory) => memory.description === 'Bread on Sunday mornings. #bread'),
  ).toHaveLength(1);
});

test('a failed post keeps the text', async ({ page }) => {
  const backend = await routeMockApi(page);
  backend.fail('createMemory', 500);
  await write(page, 'Still here.');
  await expect(page.getByText('Error: Memory Submission Failed', { exact: true })).toBeVisible();
  expect(backend.allMemories().some((memory) => memory.description === 'Still here.')).toBe(false);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: 'Your memory' })).toHaveValue('Still here.');
});
