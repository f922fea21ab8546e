// jsdom 26 has <dialog> and its `open` attribute but none of its methods. This stand-in does only
// what unit tests of our Modal need: showModal()/close() toggle `open`, and close() fires `close`.
// The top layer, the inert page behind, focus moves and Escape (the `cancel` event) are the
// browser's; tests fire `cancel` themselves and the end-to-end suite covers the real thing.
export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;

  proto.show = function show(this: HTMLDialogElement) {
    this.open = true;
  };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (!this.isConnected)
      throw new DOMException('The dialog is not connected', 'InvalidStateError');
    this.open = true;
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
