import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
// IndexedDB, which happy-dom lacks, for the check-in queue.
import 'fake-indexeddb/auto';

// Screens such as the 50-card deck can take over a second to render on a busy two-core machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
