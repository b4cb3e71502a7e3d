/** SPEC §3 Inquiry as the API sends it. */
export interface Inquiry {
  id: number;
  title: string;
  content: string;
  inquiry_type: number;
  inquiry_type_display: string;
  /** 1 waiting, 2 answered */
  status: number;
  status_display: string;
  answer: string | null;
  answered_at: string | null;
  created_at: string;
}

/** SPEC §3 Notice (+ is_pinned). */
export interface Notice {
  id: number;
  title: string;
  content: string;
  notice_type: number;
  notice_type_display: string;
  is_pinned: boolean;
  views: number;
  created_at: string;
}

export interface NewInquiry {
  inquiry_type: number;
  title: string;
  content: string;
}
