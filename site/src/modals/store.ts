// The modal state (name, params, click_outside) and the notification stack.
import { createStore } from '../shell/store';
import { NOTIFICATION_MS } from '../shell/constants';

export type ModalName = 'AgeVerification' | 'Login' | 'ContactUs' | 'Verif';

export interface ModalState {
  name: ModalName;
  params: Record<string, string>;
  /** False keeps the modal open on a backdrop click or Esc. */
  click_outside: boolean;
}

export const modalState = createStore<ModalState | null>(null);

export function openModal(name: ModalName, params: Record<string, string> = {}, click_outside = true): void {
  modalState.set({ name, params, click_outside });
}

export function closeModal(): void {
  modalState.set(null);
}

/** Each navigation closes any modal except the age verification. */
export function closeModalOnNavigation(): void {
  modalState.set((current) => (current?.name === 'AgeVerification' ? current : null));
}

export interface Notification {
  id: number;
  type: 'success' | 'error';
  text: string;
}

export const notifications = createStore<readonly Notification[]>([]);
let lastId = 0;

export function dismiss(id: number): void {
  notifications.set((list) => list.filter((n) => n.id !== id));
}

/** Stacks a notification, which removes itself after 5000 ms. */
export function notify(type: Notification['type'], text: string): void {
  const id = ++lastId;
  notifications.set((list) => [...list, { id, type, text }]);
  setTimeout(() => dismiss(id), NOTIFICATION_MS);
}
