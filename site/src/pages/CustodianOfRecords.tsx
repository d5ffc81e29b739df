// The 2257 statement's custodian of records, from the site settings. React writes the values as text,
// so whatever the operator typed is shown, never run. Settings read from an older page block may
// lack the custodian: that reads as not set.
import type { Custodian } from '@reel/api/settings';
import { t } from '../text';
import { LEGAL_TEXT } from '../text/legal';

export function CustodianOfRecords({ custodian }: { custodian: Custodian | undefined }) {
  if (!custodian?.name || !custodian.address) {
    return <p className="prose__p">{t(LEGAL_TEXT, 'information.2257.custodian_unset')}</p>;
  }
  return (
    <section aria-labelledby="custodian-heading">
      <h2 id="custodian-heading" className="prose__h2">
        {t(LEGAL_TEXT, 'information.2257.custodian')}
      </h2>
      <dl className="prose__dl">
        <dt>{t(LEGAL_TEXT, 'information.2257.custodian_name')}</dt>
        <dd>{custodian.name}</dd>
        <dt>{t(LEGAL_TEXT, 'information.2257.custodian_address')}</dt>
        <dd>{custodian.address}</dd>
      </dl>
    </section>
  );
}
