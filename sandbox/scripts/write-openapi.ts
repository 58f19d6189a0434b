import { writeFileSync } from 'node:fs';
import { openApiPath, renderOpenApi } from '../src/openapi.ts';

writeFileSync(openApiPath, await renderOpenApi());
console.log(`wrote ${openApiPath}`);
