import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * A QR code drawn here from its text (no image service sees the secret): one SVG path of the dark
 * modules, with the quiet zone the scanners need.
 */
export function QrCode({ value, label, size = 184 }: { value: string; label: string; size?: number }) {
  const { path, count } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 2 });
    let d = '';
    qr.data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      });
    });
    return { path: d, count: qr.size };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${count} ${count}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="rounded-lg border border-gray-200 bg-white"
    >
      <rect width={count} height={count} fill="#fff" />
      <path d={path} fill="#111827" />
    </svg>
  );
}
