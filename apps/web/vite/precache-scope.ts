import type { ManifestTransform } from 'workbox-build';
import type { Plugin } from 'vite';

/**
 * Screens of the staff dashboard (and the public and guest screens it brings): their chunks, and whatever only
 * they import (charts, PDF and CSV export), are not precached by the service worker (decision 196).
 */
const DASHBOARD_ONLY =
  /\/app\/layouts\/(dashboard|public)-layout|\/features\/(my-dashboard|checkins-report|bookings-report|setup|public|guests)\/|\/features\/profile\/routes\/profile-edit-page/;

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
}

/**
 * The employee app's files: the entry and everything it imports, statically or lazily, except the dashboard's
 * screens. Read from the bundle's chunk graph at build time; the service worker's precache keeps only these
 * (plus the HTML, the manifest and the icons).
 */
export function precacheScope(): { plugin: Plugin; transform: ManifestTransform } {
  const employee = new Set<string>();
  const plugin: Plugin = {
    name: 'flexapp-precache-scope',
    apply: 'build',
    generateBundle(_options, bundle) {
      employee.clear();
      const chunks = Object.values(bundle).filter((o): o is typeof o & ChunkLike => o.type === 'chunk');
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const visit = (fileName: string) => {
        const chunk = byName.get(fileName);
        if (!chunk || employee.has(fileName)) return;
        if (chunk.facadeModuleId && DASHBOARD_ONLY.test(chunk.facadeModuleId)) return;
        employee.add(fileName);
        chunk.viteMetadata?.importedCss.forEach((f) => employee.add(f));
        chunk.viteMetadata?.importedAssets.forEach((f) => employee.add(f));
        [...chunk.imports, ...chunk.dynamicImports].forEach(visit);
      };
      chunks.filter((c) => c.isEntry).forEach((c) => visit(c.fileName));
    },
  };
  const transform: ManifestTransform = (entries) => {
    if (employee.size === 0) throw new Error('precache-scope: the bundle was not seen (plugin order)');
    const manifest = entries.filter((e) => !e.url.startsWith('assets/') || employee.has(e.url));
    return { manifest, warnings: [] };
  };
  return { plugin, transform };
}
