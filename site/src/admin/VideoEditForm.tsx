// Edits what the uploader wrote: title, description, categories, models and tags. Only the fields
// that changed are sent; the answer is the video as saved.
import { DESCRIPTION_MAX_CHARS, TAGS_MAX_CHARS, TITLE_MAX_CHARS, type AdminVideo } from '@reel/api/moderation';
import { useId, useState, type FormEvent } from 'react';
import { t } from '../text';
import { ADMIN_TEXT } from '../text/admin';
import { adminApi, type VideoEdit } from './api';
import { TaxonomyPicker, type Picked } from './TaxonomyPicker';
import { OutcomeLine, useAction } from './ui';

interface Props {
  video: AdminVideo;
  onSaved: (video: AdminVideo) => void;
  onCancel: () => void;
}

const sameIds = (a: readonly Picked[], b: readonly Picked[]) => a.map((p) => p.id).join(',') === b.map((p) => p.id).join(',');

export function VideoEditForm({ video, onSaved, onCancel }: Props) {
  const ids = useId();
  const initial = {
    title: video.title,
    description: video.description,
    tags: video.tags.join(', '),
    categories: video.categories.map((c) => ({ id: c.category_id, title: c.title })),
    models: video.models.map((m) => ({ id: m.model_id, title: m.title })),
  };
  const [form, setForm] = useState(initial);
  const { busy, outcome, run } = useAction();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const edit: VideoEdit = {
      ...(form.title !== initial.title && { title: form.title }),
      ...(form.description !== initial.description && { description: form.description }),
      ...(form.tags !== initial.tags && { tags: form.tags }),
      ...(!sameIds(form.categories, initial.categories) && { categories: form.categories.map((p) => p.id) }),
      ...(!sameIds(form.models, initial.models) && { models: form.models.map((p) => p.id) }),
    };
    if (Object.keys(edit).length === 0) return onCancel();
    const saved = await run(
      () => adminApi.editVideo(video.video_id, edit),
      () => t(ADMIN_TEXT, 'admin.done.edit'),
    );
    if (saved) onSaved(saved);
  };

  return (
    <form className="admin-panel admin-form" aria-labelledby={`${ids}-title`} onSubmit={(e) => void submit(e)}>
      <h2 id={`${ids}-title`}>{t(ADMIN_TEXT, 'admin.decide.edit_title')}</h2>
      <div className="admin-field">
        <label htmlFor={`${ids}-t`}>{t(ADMIN_TEXT, 'admin.video.field.title')}</label>
        <input
          id={`${ids}-t`}
          required
          maxLength={TITLE_MAX_CHARS}
          value={form.title}
          onChange={(e) => setForm({ ...form, title: e.target.value })}
        />
      </div>
      <div className="admin-field">
        <label htmlFor={`${ids}-d`}>{t(ADMIN_TEXT, 'admin.video.field.description')}</label>
        <textarea
          id={`${ids}-d`}
          rows={5}
          maxLength={DESCRIPTION_MAX_CHARS}
          value={form.description}
          onChange={(e) => setForm({ ...form, description: e.target.value })}
        />
      </div>
      <TaxonomyPicker
        kind="category"
        label={t(ADMIN_TEXT, 'admin.video.field.categories')}
        value={form.categories}
        onChange={(categories) => setForm({ ...form, categories })}
      />
      <TaxonomyPicker
        kind="model"
        label={t(ADMIN_TEXT, 'admin.video.field.models')}
        value={form.models}
        onChange={(models) => setForm({ ...form, models })}
      />
      <div className="admin-field">
        <label htmlFor={`${ids}-g`}>{t(ADMIN_TEXT, 'admin.video.field.tags')}</label>
        <input
          id={`${ids}-g`}
          maxLength={TAGS_MAX_CHARS}
          value={form.tags}
          aria-describedby={`${ids}-gh`}
          onChange={(e) => setForm({ ...form, tags: e.target.value })}
        />
        <small id={`${ids}-gh`} className="admin-muted">
          {t(ADMIN_TEXT, 'admin.video.field.tags_hint')}
        </small>
      </div>
      <div className="admin-actions">
        <button type="submit" className="admin-button admin-button--good" disabled={busy}>
          {t(ADMIN_TEXT, 'admin.save')}
        </button>
        <button type="button" className="admin-button" onClick={onCancel}>
          {t(ADMIN_TEXT, 'admin.cancel')}
        </button>
      </div>
      <OutcomeLine outcome={outcome} />
    </form>
  );
}
