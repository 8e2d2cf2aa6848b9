/**
 * Reordering a collection's cards by dragging (the browser's own drag and
 * drop; no library): a card's grip is the drag source, every card a drop
 * target, and a drop on the card at position n moves the dragged one
 * there. A finger or a pen drags the same grip with Pointer Events
 * (pointer-drag.ts). The grip also answers the arrow keys, Home and End, so
 * the same control orders with the keyboard; the Move up and down buttons
 * stay.
 */
import type { DragEvent, KeyboardEvent } from 'react';
import { useState } from 'react';
import { usePointerDrag } from './pointer-drag.ts';

const DRAG_TYPE = 'application/x-prompt-hub-collection-item';

type Move = (from: number, to: number) => void;

export function useDragOrder() {
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const pointer = usePointerDrag(setOver);
  const stop = () => {
    setDragged(null);
    setOver(null);
  };

  return {
    dragged,
    over,
    gripProps: (id: string, index: number, count: number, onMove: Move) => ({
      draggable: true,
      style: { cursor: 'grab', touchAction: 'none' } as const,
      ...pointer.props(index, onMove),
      onDragStart: (event: DragEvent<HTMLElement>) => {
        if (pointer.active()) {
          event.preventDefault();
          return;
        }
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData(DRAG_TYPE, id);
        const card = event.currentTarget.closest('li');
        if (card) event.dataTransfer.setDragImage(card, 24, 24);
        setDragged(id);
      },
      onDragEnd: stop,
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        const to = keyTarget(event.key, index, count);
        if (to === null) return;
        event.preventDefault();
        if (to !== index) onMove(index, to);
      },
    }),
    dropProps: (index: number, ids: readonly string[], onMove: Move) => ({
      onDragOver: (event: DragEvent<HTMLElement>) => {
        if (dragged === null) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        if (over !== index) setOver(index);
      },
      onDrop: (event: DragEvent<HTMLElement>) => {
        if (dragged === null) return;
        event.preventDefault();
        const from = ids.indexOf(dragged);
        stop();
        if (from >= 0 && from !== index) onMove(from, index);
      },
    }),
  };
}

/** Where a key moves the card at `index` of `count`, or null for a key that does not move it. */
export function keyTarget(key: string, index: number, count: number): number | null {
  if (key === 'ArrowUp' || key === 'ArrowLeft') return Math.max(index - 1, 0);
  if (key === 'ArrowDown' || key === 'ArrowRight') return Math.min(index + 1, count - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
