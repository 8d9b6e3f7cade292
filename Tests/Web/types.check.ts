// Compiled (not run) by scripts/test-web with `tsc --noEmit --strict`: uses
// every declaration of Web/runtime/scrollmotion.d.ts the way docs/runtime.md
// does, so the declarations stay usable and consistent with the docs.
import { loadScrollMotion, autoAttach, AutoAttached, Choreography, Engine, RangeOffsets, Sample, CompiledSpec, RangeCrossing, ScrollDirection, ScrollActivity, LiveValue } from '../../Web/runtime/scrollmotion';

async function example(scroller: HTMLElement, card: HTMLElement, compiled: CompiledSpec): Promise<void> {
  const engine: Engine = await loadScrollMotion('./scrollmotion.wasm');
  const choreography: Choreography = engine.createChoreography(compiled);
  const detach: () => void = choreography.attach(scroller, { card }, {
    frames: 'measure',
    onFrame: (milliseconds: number) => console.log(milliseconds.toFixed(2)),
    onLayout: () => console.log(choreography.ranges().length, choreography.relayouts.refits, choreography.relayouts.rebuilds),
  });
  choreography.attach(scroller, { card }, (milliseconds) => console.log(milliseconds));
  const ranges: RangeOffsets[] = choreography.ranges();
  const following: number = choreography.moveSubject('card', [0, 400, 320, 180]);
  console.log(following);
  for (const { id, axis, start, end } of ranges) {
    const offset = axis === 'x' ? scroller.scrollLeft + choreography.origin.x : scroller.scrollTop + choreography.origin.y;
    console.log(id, (offset - start) / (end - start));
  }
  const frame: [number, number, number, number] = Choreography.frame(scroller, card, choreography.origin);
  const origin: { x: number; y: number } = Choreography.origin(compiled.scroller, compiled.direction);
  scroller.scrollTo(400 - origin.x, 0 - origin.y);
  const measured: CompiledSpec = choreography.measure(scroller, { card });
  choreography.rebuild(measured);
  choreography.setReducedMotion(true);
  choreography.setReducedMotion(null);
  const samples: Sample[] = engine.evaluate({ version: 1 }, [[0, 0], 400]);
  console.log(frame, samples[0].values, choreography.values(), choreography.compiled.z, engine.readsText);
  if (engine.playsMotion) {
    const stop: () => void = choreography.onCrossing('fade', (crossing: RangeCrossing) => console.log(crossing === 'enterBack'));
    choreography.onVelocity('fade', (velocity: number, direction: ScrollDirection) => console.log(velocity, direction === 'none'));
    stop();
  }
  const activity: ScrollActivity = choreography.scrollActivity;
  choreography.onScrollActivity((next: ScrollActivity) => console.log(activity, next))();
  const unsubscribe: () => void = choreography.onValue('progress', (value: LiveValue) => {
    if (typeof value === 'number') card.style.setProperty('--progress', String(value));
    else if (value !== null) card.style.translate = `${value[0]}px ${value[1]}px`;
  });
  unsubscribe();
  const video: HTMLVideoElement = document.createElement('video');
  const canvas: HTMLCanvasElement = document.createElement('canvas');
  const stopVideo: () => void = choreography.scrubVideo('progress', video);
  const urls = Array.from({ length: 48 }, (_, index) => `frames/${String(index + 1).padStart(3, '0')}.webp`);
  choreography.scrubImageSequence('progress', canvas, urls)();
  choreography.scrubImageSequence('progress', canvas, [new URL('./first.png', document.baseURI)]);
  stopVideo();
  const output: Float64Array = choreography.update(0, 400, performance.now() / 1000);
  choreography.advance(1.5);
  console.log(output.length, choreography.needsFrames, compiled.animations[0].trigger?.[0], compiled.animations[0].smoothing);
  detach();
  choreography.release();
  const page: AutoAttached = await autoAttach('./card.compiled.json', { engine: './scrollmotion.wasm', onLayout: () => {} });
  page.choreography.onValue('fade', (value: LiveValue) => console.log(value));
  page.detach();
  const onPage: () => void = (await autoAttach(new URL('./card.compiled.json', document.baseURI), { scroller: scroller, elements: { card } })).detach;
  onPage();
  for (const pageScroller of [window, document, document.documentElement]) engine.createChoreography(compiled).attach(pageScroller)();
  console.log(compiled.selectors?.card, compiled.measured?.length);
}
export { example };
