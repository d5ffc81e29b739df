import { NotFound } from './NotFound';

/** `/signin/` and `/signup/` show the not-found page until the site has member accounts to sign in to. */
export const SignIn = NotFound;
export const SignUp = NotFound;
