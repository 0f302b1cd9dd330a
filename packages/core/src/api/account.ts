import type { okSchema, signedInSchema, signInBodySchema, signUpBodySchema } from '../contracts/account.js';
import type { deleteAccountBodySchema } from '../contracts/profile.js';
import { route } from './route.js';

export const accountApi = {
  signUp: route<{ body: typeof signUpBodySchema; response: typeof signedInSchema }>('POST', '/api/auth/sign-up/email', 'public'),
  signIn: route<{ body: typeof signInBodySchema; response: typeof signedInSchema }>('POST', '/api/auth/sign-in/email', 'public'),
  signOut: route<{ response: typeof okSchema }>('POST', '/api/auth/sign-out', 'signedIn'),
  deleteAccount: route<{ body: typeof deleteAccountBodySchema; response: typeof okSchema }>('DELETE', '/api/account', 'signedIn'),
};
