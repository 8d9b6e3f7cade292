// The preview on the user's own page (`scrollmotion edit --page`): the
// page, served by the editor's server at /page/, in a frame at the spec's
// container size, the spec playing on it through the runtime as on any
// page (its document's scroll, its elements found by the spec's
// selectors, their frames measured). The frame is sandboxed without
// scripts: none of the page's own can reach the editor, its token or its
// writes; the editor reaches into the page (same origin) to play it.
// `showsPage` is set by the server for this page.
const ownPage = { frame: null, box: null, markers: null, problem: null, loaded: false };

/** Shows the page in place of the boxes, and turns off what only applies to boxes, saying why. */
function setupPage() {
  if (!showsPage) return;
  const frame = document.createElement('iframe');
  frame.id = 'page';
  frame.title = 'your page, the spec playing on it';
  frame.setAttribute('sandbox', 'allow-same-origin');
  frame.src = '/page/';
  frame.addEventListener('load', () => {
    ownPage.loaded = true;
    frame.contentDocument.addEventListener('scroll', () => { showScroll(); moveMarkers(); }, { passive: true });
    // A focused frame matches neither :focus nor :focus-within here: its window's focus draws the ring.
    frame.contentWindow.addEventListener('focus', () => { box.dataset.focused = 'true'; });
    frame.contentWindow.addEventListener('blur', () => { box.dataset.focused = 'false'; });
    preview($('text').value);
  });
  ownPage.frame = frame;
  // A box of the container's size holds it: a frame's own width, capped at 100%, would count for nothing in the stage's width.
  const box = document.createElement('div');
  box.id = 'page-box';
  // The range markers, over the page and moved with its scroll: drawn in the editor, the page's own layout untouched.
  const markers = document.createElement('div');
  markers.id = 'page-markers';
  markers.setAttribute('aria-hidden', 'true');
  box.append(frame, markers);
  ownPage.markers = markers;
  ownPage.box = box;
  $('scroller').hidden = true;
  $('scroller').after(box);
  const problem = document.createElement('p');
  problem.id = 'page-problem';
  problem.setAttribute('role', 'alert');
  problem.className = 'field-problem';
  box.after(problem);
  ownPage.problem = problem;
  const add = structure.tools.addElement;
  add.disabled = true;
  add.title = '+ element is off on your page: add the element to the page, and its selector to the spec';
  add.setAttribute('aria-label', add.title);
  $('note').textContent = 'The preview plays the text as typed on your page, its elements found by the spec\'s selectors and measured there; '
    + 'saving writes it to the file. Moving, resizing and adding elements are off here: the page\'s own layout places them.';
}

/** The preview's scroller: the page's scrolling element when the page is shown, else the boxes'. */
function previewScroller() {
  return (showsPage && ownPage.loaded && ownPage.frame.contentDocument?.scrollingElement) || $('scroller');
}

/** Sizes the page's frame to the container the preview plays (the spec's, or the width chosen). */
function sizePage(width, height) {
  if (!showsPage) return;
  ownPage.box.style.width = `${width}px`;
  ownPage.box.style.height = `${height}px`;
}

/** Keeps the markers over the page's content where it is scrolled to. */
function moveMarkers() {
  const scroller = previewScroller();
  ownPage.markers.style.transform = `translate(${-scroller.scrollLeft}px, ${-scroller.scrollTop}px)`;
}

/**
 * Plays `choreography` on the page, measured there, in place of the one
 * playing, with `markers` (the preview's range markers, which `drawMarkers`
 * places) over it; returns what detaches it. A selector that finds nothing
 * on the page is said under it, and nothing plays until the text is fixed.
 */
function attachPage(choreography, markers, drawMarkers) {
  ownPage.problem.textContent = '';
  ownPage.markers.replaceChildren(markers);
  const page = ownPage.frame.contentDocument;
  if (!ownPage.loaded || !page?.scrollingElement) return () => {};
  // An animated element without a selector has nothing on the page to play on: said, rather than played silently on nothing.
  const { animations = [], selectors = {} } = choreography.compiled;
  const missing = [...new Set(animations.map((animation) => animation.target))].filter((name) => name && !(name in selectors));
  try {
    const detach = choreography.attach(page.scrollingElement, {}, { onLayout: drawMarkers });
    showScroll();
    moveMarkers();
    if (missing.length) ownPage.problem.textContent = `not played on the page (no selector in the spec): ${missing.join(', ')}`;
    return detach;
  } catch (error) {
    ownPage.problem.textContent = `not played on the page: ${error.message}`;
    return () => {};
  }
}
