/** A legal document as data: the page renders the table of contents and the sections from it. */
export type LegalBlock =
  | string
  | { list: string[] }
  | { ordered: string[] }
  | { table: { head: string[]; rows: string[][] } }
  | { note: string };

export interface LegalSection {
  /** Anchor id (ASCII, stable: links to #terms-10 keep working). */
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  effectiveDate: string;
  intro: string;
  sections: LegalSection[];
}

/** Company facts shown in the texts; they come from the footer settings staff edit. */
export interface CompanyFacts {
  company_name: string;
  admin_name: string;
  privacy_officer: string;
  business_number: string;
  company_address: string;
  contact_phone: string;
  contact_email: string;
}

export const EFFECTIVE_DATE = '2025년 2월 23일';
