// The avatar or cover picker of the edit page: checked in the browser, then sent as multipart;
// the server's refusals ('image too small', 'error resizing image', 'failed to load image') are
// notifications.
import type { ImageSection } from '@reel/api';
import { useId, useState, type ChangeEvent } from 'react';
import { notify } from '../modals/store';
import { currentSession, setSession } from '../shell/session';
import { hasText, t } from '../text';
import { MEMBER_TEXT } from '../text/members';
import { bigEnough, imageSize } from './imageCheck';
import { uploadImage } from './profileCalls';

export function imageErrorText(code: string): string {
  const key = `notify.${code}`;
  return t(MEMBER_TEXT, hasText(MEMBER_TEXT, key) ? key : 'notify.unnamed_error');
}

/** The session's profile with the new picture, so the area's header shows it at once. */
function showNewImage(section: ImageSection, url: string): void {
  const { user, profile } = currentSession();
  if (!profile) return;
  setSession({ user, profile: section === 'u_ava' ? { ...profile, avatar: url } : { ...profile, cover: url } });
}

export function ImageUpload({ section }: { section: ImageSection }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const label = section === 'u_ava' ? t(MEMBER_TEXT, 'member.edit.avatar') : t(MEMBER_TEXT, 'member.edit.cover');
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    try {
      const size = await imageSize(file);
      if (!size) return notify('error', imageErrorText('failed_to_load_image'));
      if (!bigEnough(size)) return notify('error', imageErrorText('image_too_small'));
      const outcome = await uploadImage(section, file);
      if (!outcome.ok) return notify('error', imageErrorText(outcome.code));
      showNewImage(section, outcome.url);
      notify('success', section === 'u_ava' ? t(MEMBER_TEXT, 'member.edit.avatar_saved') : t(MEMBER_TEXT, 'member.edit.cover_saved'));
    } finally {
      // The same file may be picked again after a refusal.
      input.value = '';
      setBusy(false);
    }
  };
  return (
    <div className="form__field member-image" data-section={section}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        name={section}
        accept="image/*"
        disabled={busy}
        onChange={(e) => void pick(e)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="member-image__hint">
        {busy ? t(MEMBER_TEXT, 'member.edit.uploading') : t(MEMBER_TEXT, 'member.edit.image_hint')}
      </p>
    </div>
  );
}
