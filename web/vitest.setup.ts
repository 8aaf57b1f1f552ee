import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy chunks (the back office, its views) take longer than the default second to load on a busy two-core
// machine; `findBy…` waits up to five seconds, which a failing test still reaches quickly enough.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
