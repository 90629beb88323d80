// Issue 41: the printed QR sheet of a floor of 200 desks must be made in under 5 s. This measures the web app's
// own generator (apps/web/src/lib/export/qr-sheet-pdf.ts, run here in Node through tsx) on realistic labels:
// `npx tsx bench/qr-sheet.ts [labels] [runs]` prints each run, the median and the PDF's size.
import { performance } from 'node:perf_hooks';
import { qrSheetPdf } from '../apps/web/src/lib/export/qr-sheet-pdf';

const count = Number(process.argv[2] ?? 200);
const runs = Number(process.argv[3] ?? 5);
const labels = Array.from({ length: count }, (_, i) => ({
  name: `Desk ${String(i + 1).padStart(3, '0')}`,
  detail: 'Desk · Floor 3 · Headquarters Amsterdam',
  url: `https://flex.example.com/app/checkin/desk/${100_000 + i}`,
}));

const times: number[] = [];
let bytes = 0;
for (let run = 1; run <= runs; run++) {
  const started = performance.now();
  const pdf = qrSheetPdf(labels, 'QR check-in labels, Floor 3 · Headquarters Amsterdam').output('arraybuffer');
  const ms = performance.now() - started;
  bytes = pdf.byteLength;
  times.push(ms);
  console.log(`run ${run}: ${ms.toFixed(0)} ms`);
}
times.sort((a, b) => a - b);
console.log(
  `${count} labels: median ${times[Math.floor(times.length / 2)].toFixed(0)} ms, worst ${times[times.length - 1].toFixed(0)} ms, ${(bytes / 1024).toFixed(0)} KiB (limit 5000 ms)`,
);
