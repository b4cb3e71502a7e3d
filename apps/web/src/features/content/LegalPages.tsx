import { useMemo } from 'react';
import { useFooterInfo } from '../../api/content.ts';
import { LegalDocumentView } from './LegalDocumentView.tsx';
import { privacyDocument } from './legal/privacy.ts';
import { termsDocument } from './legal/terms.ts';

/** /privacy: the privacy policy, with the officer and contacts staff keep in the footer settings. */
export function PrivacyPage() {
  const facts = useFooterInfo();
  const doc = useMemo(() => privacyDocument(facts), [facts]);
  return <LegalDocumentView doc={doc} />;
}

/** /terms: the terms of service. */
export function TermsPage() {
  const facts = useFooterInfo();
  const doc = useMemo(() => termsDocument(facts), [facts]);
  return <LegalDocumentView doc={doc} />;
}
