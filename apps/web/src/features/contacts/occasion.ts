import type { Occasion } from '../../api/contacts.ts';

/** 생일 3/15 · 생일 음력 8/15 · 제사 음력 윤4/3 */
export const occasionLabel = (o: Occasion) =>
  `${o.label} ${o.lunar ? '음력 ' : ''}${o.leap ? '윤' : ''}${o.month}/${o.day}`;
