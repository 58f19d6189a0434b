import { fileURLToPath } from 'node:url';
import { createSandbox } from './index.ts';

/** Where the committed, generated API document lives (never edited by hand). */
export const openApiPath = fileURLToPath(new URL('../openapi.json', import.meta.url));

/** The OpenAPI 3.1 document as the running routes describe it, formatted as committed. */
export async function renderOpenApi(): Promise<string> {
  const sandbox = await createSandbox();
  try {
    return `${JSON.stringify(sandbox.swagger(), null, 2)}\n`;
  } finally {
    await sandbox.close();
  }
}
