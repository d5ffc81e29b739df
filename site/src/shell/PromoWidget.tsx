// The partner promo widget: 12 partner items from the operator's configuration; hidden when none
// are configured or for members, who see no ads. An item without a picture keeps its place.
import { siteConfig } from '../config';
import { PROMO_WIDGET_ITEMS } from './constants';
import { ExternalLink } from './ExternalLink';
import { useSession } from './session';

export function PromoWidget() {
  const { user } = useSession();
  const { title, items } = siteConfig.partnerWidget;
  if (user || !items.length) return null;
  return (
    <section className="promo" aria-label={title}>
      <h2 className="promo__title">{title}</h2>
      <ul className="promo__grid">
        {items.slice(0, PROMO_WIDGET_ITEMS).map((item) => (
          <li key={item.url}>
            <ExternalLink href={item.url} className="promo__item">
              {item.thumb ? <img src={item.thumb} alt="" loading="lazy" /> : <span className="promo__blank" />}
              <span>{item.title}</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
