// The screenshot chooser of an upload that needs a preview (a preview must be
// selected): the screenshots the server cut, one to pick, and Publish, which publishes the video or,
// where uploads are reviewed first, sends it to review.
import type { PreviewCandidate, PreviewCandidatesAnswer, UploadedVideo } from '@reel/api';
import { useEffect, useState } from 'react';
import { BANNED_CODE, bannedText } from '../members/banned';
import { notify } from '../modals/store';
import { errorCode } from '../social/remote';
import { t } from '../text';
import { SITE_TEXT } from '../text/site';
import { UPLOAD_TEXT } from '../text/upload';
import { choosePreview, fetchScreens } from './calls';
import { refusalText } from './uploadErrors';

function ScreenList({
  videoId,
  screens,
  chosen,
  onPick,
}: {
  videoId: number;
  screens: PreviewCandidate[];
  chosen: number | null;
  onPick: (screen: number) => void;
}) {
  return (
    <ul className="preview-chooser__screens">
      {screens.map(({ screen, url }) => (
        <li key={screen}>
          <label>
            <input type="radio" name={`preview-${videoId}`} value={screen} checked={chosen === screen} onChange={() => onPick(screen)} />
            <img src={url} alt={t(UPLOAD_TEXT, 'uploaded.screenshot', { n: screen })} loading="lazy" />
          </label>
        </li>
      ))}
    </ul>
  );
}

type Screens = { state: 'loading' } | { state: 'ready'; value: PreviewCandidatesAnswer } | { state: 'failed'; code: string };

export function PreviewChooser({ video, onPublished }: { video: UploadedVideo; onPublished: () => void }) {
  const [screens, setScreens] = useState<Screens>({ state: 'loading' });
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  useEffect(() => {
    let live = true;
    fetchScreens(video.video_id).then(
      (value) => live && setScreens({ state: 'ready', value }),
      (err: unknown) => live && setScreens({ state: 'failed', code: errorCode(err) }),
    );
    return () => {
      live = false;
    };
  }, [video.video_id]);

  const pick = (screen: number) => {
    setChosen(screen);
    setFailure('');
  };
  const publish = async () => {
    if (chosen === null) return setFailure(t(UPLOAD_TEXT, 'form.error.preview_required'));
    setBusy(true);
    setFailure('');
    try {
      const answer = await choosePreview(video.video_id, chosen);
      // Where uploads are reviewed first, the video is not public yet: the member is told so.
      notify('success', t(UPLOAD_TEXT, answer.state === 'in_review' ? 'uploaded.in_review' : 'uploaded.published'));
      onPublished();
    } catch (err) {
      const code = errorCode(err);
      setFailure(
        code === 'preview_required'
          ? t(UPLOAD_TEXT, 'form.error.preview_required')
          : code === BANNED_CODE
            ? bannedText()
            : t(UPLOAD_TEXT, 'form.error.preview_upload'),
      );
      setBusy(false);
    }
  };

  if (screens.state === 'loading') return <p role="status">{t(SITE_TEXT, 'site.loading')}</p>;
  if (screens.state === 'failed') return <p className="upload__error">{refusalText({ code: screens.code })}</p>;
  return (
    <fieldset className="preview-chooser">
      <legend>{t(UPLOAD_TEXT, 'uploaded.preview_title', { title: video.title })}</legend>
      <ScreenList videoId={video.video_id} screens={screens.value.screens} chosen={chosen} onPick={pick} />
      {chosen === null && !failure && <p className="upload__error">{t(UPLOAD_TEXT, 'form.error.preview_required')}</p>}
      {failure && (
        <p className="upload__error" role="alert">
          {failure}
        </p>
      )}
      <button type="button" className="button button--primary" disabled={busy} onClick={() => void publish()}>
        {t(UPLOAD_TEXT, 'uploaded.publish')}
      </button>
    </fieldset>
  );
}
