// A complaint's due date as the queue shows it: the time in UTC and, once it has passed, the word
// Overdue beside it (a word, not a colour alone, so it is read out and seen in any contrast).
import { useState } from 'react';
import { t } from '../text';
import { ADMIN_TEXT } from '../text/admin';
import { when } from './format';
import { Chip } from './ui';

export function Due({ at }: { at: string }) {
  // The time the page was drawn: a row does not turn overdue while it is on screen, only on reload.
  const [now] = useState(Date.now);
  const overdue = Date.parse(at) < now;
  return (
    <>
      <div>{when(at)}</div>
      {overdue && <Chip tone="bad">{t(ADMIN_TEXT, 'admin.due.overdue')}</Chip>}
    </>
  );
}
