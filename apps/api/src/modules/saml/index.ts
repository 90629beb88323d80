// The SAML module's one door (docs/ARCHITECTURE.md): SAML 2.0 sign-in beside OpenID Connect (issue 36).
export { default as samlRoutes } from './saml.routes';
