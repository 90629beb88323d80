// The QR module's one door (docs/ARCHITECTURE.md): QR check-in at a desk or meeting room and the printed sheet.
export { default as qrRoutes } from './qr.routes';
