import { type ModalSettings, modals } from '@mantine/modals';
import { whenModalsReady } from './modals-ready';

const look: ModalSettings = {
  radius: 'lg',
  centered: true,
  styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
};

/**
 * Opens a page's modal once the lazily loaded provider listens. The id is fixed per kind of
 * modal, so a double click never stacks two copies.
 */
export function openModal(settings: ModalSettings & { modalId: string }): void {
  void whenModalsReady().then(() => {
    modals.close(settings.modalId);
    modals.open({ ...look, ...settings });
  });
}

export function closeModal(modalId: string): void {
  modals.close(modalId);
}
