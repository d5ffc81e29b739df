// Test support for the dialogs: jsdom has <dialog> without showModal and close, so the smallest
// stand-in of the browser's own is put in place. Test files only.
export function stubDialog(): void {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
}
