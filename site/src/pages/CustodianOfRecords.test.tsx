// The 2257 statement's custodian of records: the placeholder sentence while the settings name none,
// the name and address once they do, written as text whatever they hold.
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderAt, cleanUp, setUpDom } from '../social/testing';
import { CustodianOfRecords } from './CustodianOfRecords';
import { informationPage } from './Information';

beforeAll(setUpDom);
afterEach(cleanUp);

const HOSTILE = '<img src=x onerror="alert(1)">Records Ltd';

describe('the 2257 custodian of records', () => {
  it('says the custodian is not named yet on the page of a fresh install', async () => {
    const Page = informationPage('2257');
    await renderAt(<Page />);
    expect(await screen.findByText(/has not yet named the custodian of records/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Custodian of records' })).toBeNull();
  });

  it('shows the name and the address as text, never as markup', async () => {
    await renderAt(<CustodianOfRecords custodian={{ name: HOSTILE, address: '1 Main St, Springfield' }} />);
    expect(screen.getByRole('heading', { name: 'Custodian of records' })).toBeTruthy();
    expect(screen.getByText(HOSTILE).tagName).toBe('DD');
    expect(screen.getByText('1 Main St, Springfield')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it('reads a half-set or missing custodian as not set', async () => {
    await renderAt(<CustodianOfRecords custodian={undefined} />);
    expect(screen.getByText(/has not yet named the custodian/)).toBeTruthy();
  });
});
