export interface SuccessEnvelope<T> {
  status: 'success';
  data: T;
  message?: string;
}

export interface FailEnvelope {
  status: 'fail' | 'error';
  message: string;
  code?: string;
  errors?: Record<string, string[]>;
}

export function ok<T>(data: T, message?: string): SuccessEnvelope<T> {
  return message === undefined ? { status: 'success', data } : { status: 'success', data, message };
}

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}
