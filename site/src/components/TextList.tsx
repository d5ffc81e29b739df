import type { NamedLink } from '@reel/api';

/** A labelled list of names (categories, models) as plain text until their pages exist. */
export function TextList({ label, items }: { label: string; items: NamedLink[] }) {
  if (items.length === 0) return null;
  return (
    <div className="text-list">
      <span className="text-list__label">{label}:</span>
      <ul className="text-list__items">
        {items.map((item) => (
          <li key={item.dir} className="chip">
            {item.title}
          </li>
        ))}
      </ul>
    </div>
  );
}
