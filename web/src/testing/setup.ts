import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// relay-test-utils' mock environment wraps its methods in `jest.fn()`; Vitest's `vi` is the same API.
Object.assign(globalThis, { jest: vi });

// Testing Library only cleans up by itself when Vitest globals are on; they are off here.
afterEach(cleanup);

// The first test of a file waits for the route's lazy chunk to compile; 1 s is too short on 2 cores.
configure({ asyncUtilTimeout: 5000 });
