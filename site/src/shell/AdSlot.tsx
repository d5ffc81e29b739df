// An ad slot of a fixed size that the operator fills in the console's settings (`adSlots`).
// Members see no ads, so a signed-in member's slot renders nothing. The server checked every address
// when it was saved (an iframe only from the hosts the admin listed); the slot checks the scheme
// again, so nothing but an http(s) page is ever framed or linked.
import { safeHref, safeSrc, type AdSlotName } from '@reel/api/settings';
import { siteConfig, type AdContent } from '../config';
import { t } from '../text';
import { SHELL_TEXT } from '../text/shell';
import { useSession } from './session';

interface AdSlotProps {
  name: string;
  width: number;
  height: number;
  /** This slot's place in a block of slots: each landmark of a page needs a name of its own. */
  of?: { n: number; count: number };
}

function Content({ ad, width, height }: { ad: AdContent; width: number; height: number }) {
  if (ad.kind === 'image') {
    return (
      <a href={safeHref(ad.href)} target="_blank" rel="noopener sponsored">
        <img src={ad.src} alt={ad.alt} width={width} height={height} loading="lazy" />
      </a>
    );
  }
  if (ad.kind === 'iframe') {
    const src = safeSrc(ad.src);
    return (
      src && (
        <iframe
          src={src}
          title={ad.title}
          width={width}
          height={height}
          loading="lazy"
          sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
        />
      )
    );
  }
  return (
    <a className="ad__house" href={safeHref(ad.href)}>
      {ad.text}
    </a>
  );
}

/** The slot keeps its aspect and scales down to the width it is given. */
export function AdSlot({ name, width, height, of }: AdSlotProps) {
  const { user } = useSession();
  if (user) return null;
  const ad = siteConfig.adSlots[name as AdSlotName];
  return (
    <aside
      className="ad"
      data-slot={name}
      aria-label={of ? t(SHELL_TEXT, 'ad.label_of', of) : t(SHELL_TEXT, 'ad.label')}
      style={{ maxWidth: width, aspectRatio: `${width} / ${height}` }}
    >
      {ad && <Content ad={ad} width={width} height={height} />}
    </aside>
  );
}
