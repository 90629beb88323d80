import { ErrorCode, type TErrorCode } from '@flexapp/contract';
import { parseXml } from './saml-metadata';

const ASSERTION = 'urn:oasis:names:tc:SAML:2.0:assertion';

export interface AssertionFacts {
  /** The Response's Destination, null when absent (or when the XML is an assertion). */
  destination: string | null;
  assertionId: string | null;
  /** Recipient of each SubjectConfirmationData. */
  recipients: string[];
  /** Conditions NotOnOrAfter, else the first SubjectConfirmationData NotOnOrAfter. */
  notOnOrAfter: Date | null;
}

const dateOf = (v: string | null | undefined) => {
  const d = v ? new Date(v) : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
};

/** Facts of a Response (or of one Assertion), null when the XML is not one. */
export function assertionFacts(xml: string): AssertionFacts | null {
  const doc = parseXml(xml);
  const root = doc?.documentElement;
  if (!root || !['Response', 'Assertion'].includes(root.localName)) return null;
  const assertion =
    root.localName === 'Assertion'
      ? root
      : (Array.from(root.getElementsByTagNameNS(ASSERTION, 'Assertion'))[0] ?? null);
  const within = (name: string) => (assertion ? Array.from(assertion.getElementsByTagNameNS(ASSERTION, name)) : []);
  const confirmations = within('SubjectConfirmationData');
  const conditions = within('Conditions')[0];
  return {
    destination: root.localName === 'Response' ? root.getAttribute('Destination') || null : null,
    assertionId: assertion?.getAttribute('ID') || null,
    recipients: confirmations.map((c) => c.getAttribute('Recipient') ?? '').filter(Boolean),
    notOnOrAfter:
      dateOf(conditions?.getAttribute('NotOnOrAfter')) ?? dateOf(confirmations[0]?.getAttribute('NotOnOrAfter')),
  };
}

/** The refusal code of a node-saml validation error, read from its message (the library has no error codes). */
export function classifyLibraryError(err: unknown): TErrorCode {
  const message = err instanceof Error ? err.message : '';
  if (/signature/i.test(message)) return ErrorCode.SAML_SIGNATURE_INVALID;
  // node-saml picks the subject confirmation by its time window only: none valid means expired.
  if (/expired|not yet valid|too old|no valid subject confirmation/i.test(message)) return ErrorCode.SAML_EXPIRED;
  if (/audience/i.test(message)) return ErrorCode.SAML_WRONG_AUDIENCE;
  if (/InResponseTo/i.test(message)) return ErrorCode.SAML_UNSOLICITED;
  return ErrorCode.SAML_REJECTED;
}
