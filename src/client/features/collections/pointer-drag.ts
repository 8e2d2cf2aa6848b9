/**
 * Dragging a collection's card with a finger or a pen (Pointer Events; the
 * mouse keeps the browser's own drag and drop, use-drag-order.ts). The grip
 * captures the pointer and alone has `touch-action: none`, so the page
 * still scrolls everywhere else. The card follows the finger by a
 * transform, the card nearest the finger is the target, and lifting the
 * finger moves the card there with the same call a drop makes; a cancelled
 * pointer puts the card back. In one column (a phone) the card moves up
 * and down only. Held near the top or bottom of the screen, the finger
 * scrolls the page, so a card can travel past one screen.
 */
import type { PointerEvent } from 'react';
import { useEffect, useRef } from 'react';

/** Pixels from the screen's top or bottom where a dragging finger scrolls the page. */
const EDGE = 72;
/** Pixels scrolled per frame there. */
const STEP = 12;
/** Pixels a finger moves before it may scroll the page (a grip near the edge stays put). */
const SLOP = 8;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface Drag {
  pointerId: number;
  card: HTMLElement;
  /** Every card's box, in page coordinates, as the drag began. */
  boxes: Box[];
  /** The cards stand in one column (a phone): the card moves up and down only. */
  column: boolean;
  from: number;
  to: number;
  /** Where the finger went down (page) and is now (viewport). */
  start: { x: number; y: number };
  at: { x: number; y: number };
  moved: boolean;
  frame: number;
}

type Move = (from: number, to: number) => void;

/** The index of the box nearest (x, y): the one holding it, else the closest edge. */
export function nearestBox(boxes: readonly Box[], x: number, y: number): number {
  let best = 0;
  let bestDistance = Infinity;
  boxes.forEach((box, index) => {
    const dx = Math.max(box.left - x, 0, x - box.right);
    const dy = Math.max(box.top - y, 0, y - box.bottom);
    const distance = Math.hypot(dx, dy);
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

function pageBox(element: Element): Box {
  const rect = element.getBoundingClientRect();
  const { scrollX: x, scrollY: y } = window;
  return { left: rect.left + x, top: rect.top + y, right: rect.right + x, bottom: rect.bottom + y };
}

/** The dragged card (and its controls) rides above the others, opaque, with a shadow. */
function lift(card: HTMLElement, lifted: boolean): void {
  card.style.position = lifted ? 'relative' : '';
  card.style.zIndex = lifted ? '2' : '';
  card.style.background = lifted ? 'var(--mantine-color-body)' : '';
  card.style.boxShadow = lifted ? 'var(--mantine-shadow-lg)' : '';
  if (!lifted) card.style.transform = '';
}

/** `setOver` names the card the finger would drop on (null over its own place). */
export function usePointerDrag(setOver: (index: number | null) => void) {
  const drag = useRef<Drag | null>(null);
  // Leaving the page mid-drag stops the edge-scrolling loop.
  useEffect(() => () => cancelAnimationFrame(drag.current?.frame ?? 0), []);

  const follow = (d: Drag) => {
    const x = d.at.x + window.scrollX;
    const y = d.at.y + window.scrollY;
    d.card.style.transform = `translate(${d.column ? 0 : x - d.start.x}px, ${y - d.start.y}px)`;
    const to = nearestBox(d.boxes, x, y);
    if (to !== d.to) {
      d.to = to;
      setOver(to === d.from ? null : to);
    }
  };
  const scrollNearEdge = () => {
    const d = drag.current;
    if (!d) return;
    const edge = d.at.y < EDGE ? -STEP : d.at.y > window.innerHeight - EDGE ? STEP : 0;
    if (d.moved && edge !== 0) {
      window.scrollBy(0, edge);
      follow(d);
    }
    d.frame = requestAnimationFrame(scrollNearEdge);
  };
  const finish = (onMove?: Move) => {
    const d = drag.current;
    if (!d) return;
    drag.current = null;
    cancelAnimationFrame(d.frame);
    lift(d.card, false);
    setOver(null);
    if (onMove && d.to !== d.from) onMove(d.from, d.to);
  };
  const ours = (event: PointerEvent<HTMLElement>) => drag.current?.pointerId === event.pointerId;

  return {
    /** True while a finger or pen drags, so the browser's own drag stays out of it. */
    active: () => drag.current !== null,
    props: (index: number, onMove: Move) => ({
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (event.pointerType === 'mouse' || !event.isPrimary || drag.current) return;
        const card = event.currentTarget.closest('li');
        const cards = card?.parentElement?.children;
        if (!card || !cards) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        const at = { x: event.clientX, y: event.clientY };
        const start = { x: at.x + window.scrollX, y: at.y + window.scrollY };
        const boxes = Array.from(cards, pageBox);
        const column = boxes.every((box) => box.left === boxes[0]?.left);
        const { pointerId } = event;
        drag.current = {
          pointerId,
          card,
          boxes,
          column,
          from: index,
          to: index,
          start,
          at,
          moved: false,
          frame: 0,
        };
        lift(card, true);
        scrollNearEdge();
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        const d = drag.current;
        if (!d || !ours(event)) return;
        d.at = { x: event.clientX, y: event.clientY };
        const x = d.at.x + window.scrollX - d.start.x;
        const y = d.at.y + window.scrollY - d.start.y;
        d.moved ||= Math.hypot(x, y) > SLOP;
        follow(d);
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => ours(event) && finish(onMove),
      onPointerCancel: (event: PointerEvent<HTMLElement>) => ours(event) && finish(),
      // Capture lost without an up or a cancel (the grip left the page): put the card back.
      onLostPointerCapture: (event: PointerEvent<HTMLElement>) => ours(event) && finish(),
    }),
  };
}
