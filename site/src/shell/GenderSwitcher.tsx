import { GENDERS } from '@reel/api';
import { useRevalidator } from 'react-router-dom';
import { t } from '../text';
import { SHELL_TEXT } from '../text/shell';
import { useGender, type Gender } from './gender';

/** str / gay / she: every list follows the choice, so the current page's data is reloaded. */
export function GenderSwitcher({ className = '' }: { className?: string }) {
  const { gender, setGender } = useGender();
  const revalidator = useRevalidator();
  const choose = (next: Gender) => {
    if (next === gender) return;
    setGender(next);
    void revalidator.revalidate();
  };
  return (
    <div className={`gender ${className}`} role="group" aria-label={t(SHELL_TEXT, 'gender.label')}>
      {GENDERS.map((g) => (
        <button key={g} type="button" className="gender__option" aria-pressed={g === gender} onClick={() => choose(g)}>
          {t(SHELL_TEXT, `gender.${g}`)}
        </button>
      ))}
    </div>
  );
}
