// Sign-in alone: the first screen most visits show, so it is a chunk of its own without the
// other auth screens' forms (react-hook-form).
export { SignInScreen as SignInRoute } from './screens/SignInScreen';
