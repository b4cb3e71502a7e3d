import { useMemo } from 'react';
import { useCompanyFacts } from './api.ts';
import { LegalDocumentView } from './LegalDocumentView.tsx';
import { privacyDocument } from './legal/privacy.ts';
import { termsDocument } from './legal/terms.ts';

/** /privacy: the privacy policy, with the officer and contacts staff keep in the footer settings. */
export function PrivacyPage() {
  const facts = useCompanyFacts();
  const doc = useMemo(() => privacyDocument(facts), [facts]);
  return <LegalDocumentView doc={doc} />;
}

/** /terms: the terms of service. */
export function TermsPage() {
  const facts = useCompanyFacts();
  const doc = useMemo(() => termsDocument(facts), [facts]);
  return <LegalDocumentView doc={doc} />;
}
