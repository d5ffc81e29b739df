// `/members/{id}/info/`: the member's public profile fields, each value set shown by its label.
import type { MemberProfile } from '@reel/api';
import type { ReactNode } from 'react';
import { useOutletContext } from 'react-router-dom';
import { Notice } from '../components/Notice';
import { useSession } from '../shell/session';
import { t, type TextKey } from '../text';
import { LIST_TEXT } from '../text/lists';
import { MEMBER_TEXT } from '../text/members';
import type { MemberAreaData } from './area';
import { countryName } from './countries';
import { valueLabel } from './valueSets';

/** Only an http(s) address becomes a link; anything else is shown as text. */
function Website({ url }: { url: string }) {
  if (!/^https?:\/\//i.test(url)) return <>{url}</>;
  return (
    <a href={url} target="_blank" rel="nofollow ugc noopener noreferrer">
      {url}
    </a>
  );
}

/** The rows the profile has a value for, in the order the edit form asks them. */
export function infoRows(m: MemberProfile): [TextKey<typeof MEMBER_TEXT>, ReactNode][] {
  const rows: [TextKey<typeof MEMBER_TEXT>, ReactNode | null][] = [
    ['member.field.country', m.country ? countryName(m.country) : null],
    ['member.field.city', m.city || null],
    ['member.field.gender', valueLabel('gender', m.gender)],
    // The profile carries the age band only, never a birth date.
    ['member.field.age', valueLabel('age', m.age)],
    ['member.field.relationship', valueLabel('relationship', m.relationship)],
    ['member.field.orientation', valueLabel('orientation', m.orientation)],
    ['member.field.education', m.education || null],
    ['member.field.website', m.website ? <Website url={m.website} /> : null],
    ['member.field.occupation', m.occupation || null],
    ['member.field.interests', m.interests || null],
    ['member.field.about_me', m.about_me || null],
  ];
  return rows.filter((row): row is [TextKey<typeof MEMBER_TEXT>, ReactNode] => row[1] !== null);
}

export function ProfileInfo({ member }: { member: MemberProfile }) {
  const rows = infoRows(member);
  return (
    <section className="member-info">
      <h2 className="member-section__title">{t(MEMBER_TEXT, 'member.info.title')}</h2>
      {rows.length === 0 ? (
        <Notice text={t(MEMBER_TEXT, 'member.info.empty')} />
      ) : (
        <dl className="member-info__list">
          {rows.map(([label, value]) => (
            <div key={label} className="member-info__row">
              <dt>{t(MEMBER_TEXT, label)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {member.added_date && (
        <p className="member-info__since">
          {t(MEMBER_TEXT, 'member.field.added_date')}: {member.added_date}
        </p>
      )}
    </section>
  );
}

export default function InfoPage() {
  const area = useOutletContext<MemberAreaData>();
  const { profile } = useSession();
  const member = area.own ? profile : area.member;
  if (!member) return <Notice text={t(LIST_TEXT, 'component.404.title')} />;
  return <ProfileInfo member={member} />;
}
