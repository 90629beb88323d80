import type { FastifyInstance } from 'fastify';

/** The signed URL of a floor's plan image, or null when the floor has none. */
export function floorPlanUrl(
  app: FastifyInstance,
  floorId: number,
  updatedAt: Date | null,
  hasMap: boolean,
): string | null {
  if (!hasMap || !updatedAt) return null;
  const version = String(updatedAt.getTime());
  const sig = app.urlSigner.sign(`floor-plan:${floorId}:${version}`);
  return `/api/floors/${floorId}/plan?v=${version}&sig=${sig}`;
}
