// jsdom does no layout: a Leaflet map container given a browser's size (800 x 400), so its tile
// layer has tiles to ask for. Returns the undo.
export function giveMapsASize(): () => void {
  const undo = (['clientWidth', 'clientHeight'] as const).map((prop) => {
    const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, prop) ?? Object.getOwnPropertyDescriptor(Element.prototype, prop)!;
    Object.defineProperty(HTMLElement.prototype, prop, {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('leaflet-container') ? (prop === 'clientWidth' ? 800 : 400) : original.get!.call(this);
      },
    });
    return () => Object.defineProperty(HTMLElement.prototype, prop, original);
  });
  return () => undo.forEach((u) => u());
}
