// `/members/{id}/edit/`: the member's own profile: avatar and cover, personal info, password.
import { Notice } from '../components/Notice';
import { useSession } from '../shell/session';
import { t } from '../text';
import { LIST_TEXT } from '../text/lists';
import { MEMBER_TEXT } from '../text/members';
import { ImageUpload } from './ImageUpload';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

export default function EditPage() {
  const { profile } = useSession();
  if (!profile) return <Notice text={t(LIST_TEXT, 'component.404.title')} />;
  return (
    <div className="member-edit">
      <h2 className="member-section__title">{t(MEMBER_TEXT, 'member.edit.title')}</h2>
      <section className="member-form" aria-label={t(MEMBER_TEXT, 'member.edit.images')}>
        <ImageUpload section="u_ava" />
        <ImageUpload section="u_cover" />
      </section>
      <ProfileForm key={profile.user_id} profile={profile} />
      <PasswordForm />
    </div>
  );
}
