// The two-factor module's one door (docs/ARCHITECTURE.md): authenticator (TOTP) enrolment, recovery codes, the
// second-factor check the auth module asks at sign-in (decision 240).
export { default as twoFactorRoutes } from './two-factor.routes';
export {
  disableTotp,
  enrolmentRequired,
  hasSecondFactor,
  secondFactorMethods,
  verifySecondFactor,
} from './two-factor.service';
