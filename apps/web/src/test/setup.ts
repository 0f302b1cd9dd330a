import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens such as the 50-card deck can take over a second to render on a busy two-core machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
