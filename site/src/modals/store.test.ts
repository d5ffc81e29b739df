import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeModal, closeModalOnNavigation, dismiss, modalState, notifications, notify, openModal } from './store';

describe('modal state', () => {
  afterEach(() => closeModal());

  it('keeps click_outside, true unless refused', () => {
    openModal('Login', { mode: 'restore' });
    expect(modalState.get()).toEqual({ name: 'Login', params: { mode: 'restore' }, click_outside: true });
    openModal('AgeVerification', {}, false);
    expect(modalState.get()?.click_outside).toBe(false);
  });

  it('closes on navigation, except the age verification', () => {
    openModal('ContactUs');
    closeModalOnNavigation();
    expect(modalState.get()).toBeNull();
    openModal('AgeVerification', {}, false);
    closeModalOnNavigation();
    expect(modalState.get()?.name).toBe('AgeVerification');
  });
});

describe('notifications', () => {
  afterEach(() => {
    vi.useRealTimers();
    notifications.set([]);
  });

  it('stack, and each is removed after 5000 ms or when closed', () => {
    vi.useFakeTimers();
    notify('success', 'one');
    vi.advanceTimersByTime(2000);
    notify('error', 'two');
    notify('error', 'three');
    expect(notifications.get().map((n) => n.text)).toEqual(['one', 'two', 'three']);
    dismiss(notifications.get()[2].id);
    vi.advanceTimersByTime(2999);
    expect(notifications.get().map((n) => n.text)).toEqual(['one', 'two']);
    vi.advanceTimersByTime(1);
    expect(notifications.get().map((n) => n.text)).toEqual(['two']);
    vi.advanceTimersByTime(2000);
    expect(notifications.get()).toEqual([]);
  });
});
