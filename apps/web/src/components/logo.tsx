import { useSession } from '@/lib/session';

/** The logo from the theme settings (shipped default: /brand/logo.svg). */
export function Logo({ height = 28 }: { height?: number }) {
  const { config } = useSession();
  const src = config?.theme.logo || '/brand/logo.svg';
  return (
    <img src={src} alt="flexapp" height={height} style={{ display: 'block', maxWidth: 160, objectFit: 'contain' }} />
  );
}
