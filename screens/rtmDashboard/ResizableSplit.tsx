import { useRef, useState, type ReactNode } from 'react';
import { constants } from '../../src/generated/catalog';
import { splitAfterKey, splitAtPointer, minSidePercent } from './splitPosition';

export interface ResizableSplitProps {
  main: ReactNode;
  side: ReactNode;
  /** The accessible name of the divider. */
  label: string;
}

/**
 * Two panes side by side with a divider between them ([rtm-side-panel-split]): 70/30 at first,
 * moved by dragging it or, once focused, with the arrow keys, Home and End (a WAI-ARIA window
 * splitter).
 */
export function ResizableSplit({ main, side, label }: ResizableSplitProps) {
  const [percent, setPercent] = useState(Number(constants.rtmProfileSplitPercent));
  const container = useRef<HTMLDivElement>(null);
  const follow = (x: number) => {
    const box = container.current?.getBoundingClientRect();
    if (box) setPercent(splitAtPointer(x, box.left, box.width));
  };
  return (
    <div ref={container} style={{ display: 'flex', alignItems: 'stretch', width: '100%', minHeight: 0 }}>
      <div style={{ flex: `0 0 ${String(percent)}%`, minWidth: 0 }}>{main}</div>
      <div
        role="separator"
        aria-orientation="vertical"
        aria-label={label}
        aria-valuenow={percent}
        aria-valuemin={minSidePercent}
        aria-valuemax={100 - minSidePercent}
        tabIndex={0}
        data-testid="rtm-split-divider"
        onKeyDown={(event) => {
          const next = splitAfterKey(percent, event.key);
          if (next === undefined) return;
          event.preventDefault();
          setPercent(next);
        }}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
        }}
        onPointerMove={(event) => {
          if (event.currentTarget.hasPointerCapture(event.pointerId)) follow(event.clientX);
        }}
        onPointerUp={(event) => event.currentTarget.releasePointerCapture(event.pointerId)}
        style={{ flex: '0 0 8px', cursor: 'col-resize', background: '#ced4da', borderRadius: 4, margin: '0 4px', touchAction: 'none' }}
      />
      <div style={{ flex: '1 1 0', minWidth: 0 }}>{side}</div>
    </div>
  );
}
