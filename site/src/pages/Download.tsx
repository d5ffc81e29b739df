import { useLoaderData } from 'react-router-dom';
import { Notice } from '../components/Notice';
import { REDUCED_MOTION_QUERY } from '../lists/constants';
import { PageSubject } from '../lists/PageHead';
import { useMedia } from '../lists/useMedia';
import type { DownloadData } from '../routes/listLoaders';
import { t, type TextKey } from '../text';
import { PAGE_TEXT } from '../text/pages';
import './download.css';

const BUTTONS: TextKey<typeof PAGE_TEXT>[] = ['download.trial', 'download.download', 'download.join'];

/** `/download?video={id}`: the channel's promotion, dark, with its looping preview; every button opens the channel's site. */
export function Download() {
  const { info, video } = useLoaderData() as DownloadData;
  const still = useMedia(REDUCED_MOTION_QUERY);
  if (!info) {
    return (
      <div className="download">
        <Notice text={t(PAGE_TEXT, 'download.missing')} icon="!" />
      </div>
    );
  }
  const poster = video?.scr || video?.thumb || undefined;
  return (
    <div className="download">
      <PageSubject subject={{ title: t(PAGE_TEXT, 'download.title', { studio: info.studio }) }} />
      <section className="download__hero">
        {info.preview && !still ? (
          <video className="download__preview" src={info.preview} poster={poster} autoPlay muted loop playsInline aria-hidden="true" />
        ) : (
          poster && <img className="download__preview" src={poster} alt="" />
        )}
      </section>
      <section className="download__about">
        {info.logo && <img className="download__logo" src={info.logo} alt={info.studio} />}
        <h1 className="download__title">{t(PAGE_TEXT, 'download.title', { studio: info.studio })}</h1>
        {video && <p className="download__video">{video.title}</p>}
        <ul className="download__points">
          {info.description.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <div className="download__actions">
          {BUTTONS.map((label) => (
            <a
              key={label}
              className={`button download__button download__button--${label.split('.')[1]}`}
              href={info.url}
              target="_blank"
              rel="noopener noreferrer nofollow"
            >
              {t(PAGE_TEXT, label)}
            </a>
          ))}
        </div>
      </section>
    </div>
  );
}
