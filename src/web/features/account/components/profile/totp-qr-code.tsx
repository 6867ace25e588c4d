/**
 * The otpauth:// URI as a QR code, drawn as SVG (no canvas) with an accessible name. Loaded on demand, only
 * when a shopper turns two-step verification on, so the QR encoder stays out of every other page.
 */
import { useMemo } from 'react';
import { encode } from 'uqr';

export default function TotpQrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => {
    // Four modules of quiet zone, as the QR standard asks, and medium error correction.
    const qr = encode(value, { ecc: 'M', border: 4 });
    let d = '';
    qr.data.forEach((row, y) => row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }));
    return { size: qr.size, path: d };
  }, [value]);
  // Black on white whatever the theme: cameras read a QR code by its contrast, and some fail on inverted ones.
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} width="192" height="192" shapeRendering="crispEdges" className="rounded-control" data-qr-code="">
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
