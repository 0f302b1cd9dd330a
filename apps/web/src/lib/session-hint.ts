import { SESSION_HINT_COOKIE } from '@gauntlet/core';

/** The server saw a session cookie when it served this page: someone may be signed in here. */
export const sessionHinted = (): boolean => document.cookie.split('; ').includes(`${SESSION_HINT_COOKIE}=1`);
