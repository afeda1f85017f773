export { NewPasswordScreen as NewPasswordRoute } from './screens/NewPasswordScreen';
export { RecoverPasswordScreen as RecoverPasswordRoute } from './screens/RecoverPasswordScreen';
export { SignUpScreen as SignUpRoute } from './screens/SignUpScreen';
export { VerifyEmailScreen as VerifyEmailRoute } from './screens/VerifyEmailScreen';
