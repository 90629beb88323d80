import { COLLEAGUE_ITEM_HEIGHT, INFINITE_SCROLL_THRESHOLD_PX, type TUser } from '@flexapp/contract';
import { Center, Loader } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef } from 'react';
import { ColleagueRow } from './colleague-row';

/** Where each search's list was scrolled to, so Back from the details returns to the same place. */
const scrollMemory = new Map<string, number>();

/**
 * The virtual list (docs/product/constants.md: item height 100, the next page loads within
 * 400 px of the end). Only the visible rows are in the DOM, so thousands of
 * colleagues scroll smoothly on a phone.
 */
export function ColleagueList({
  users,
  memoryKey,
  hasMore,
  loadingMore,
  onLoadMore,
  onOpen,
}: {
  users: TUser[];
  memoryKey: string;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onOpen: (id: number) => void;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: users.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => COLLEAGUE_ITEM_HEIGHT,
    overscan: 6,
    initialOffset: () => scrollMemory.get(memoryKey) ?? 0,
  });

  const maybeLoadMore = useCallback(() => {
    const el = scrollRef.current;
    if (!el || !hasMore || loadingMore) return;
    if (el.scrollHeight - el.scrollTop - el.clientHeight <= INFINITE_SCROLL_THRESHOLD_PX) onLoadMore();
  }, [hasMore, loadingMore, onLoadMore]);

  // A short first page (or a tall screen) may already be within reach of the end.
  useEffect(maybeLoadMore, [maybeLoadMore, users.length]);

  return (
    <div
      ref={scrollRef}
      data-testid="colleague-list"
      role="list"
      style={{ flex: 1, minHeight: 0, overflowY: 'auto', contain: 'strict', WebkitOverflowScrolling: 'touch' }}
      onScroll={(e) => {
        scrollMemory.set(memoryKey, e.currentTarget.scrollTop);
        maybeLoadMore();
      }}
    >
      <div style={{ height: virtualizer.getTotalSize() + (loadingMore ? 56 : 0), position: 'relative', width: '100%' }}>
        {virtualizer.getVirtualItems().map((item) => (
          <div
            key={users[item.index].id}
            role="listitem"
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              height: COLLEAGUE_ITEM_HEIGHT,
              transform: `translateY(${item.start}px)`,
            }}
          >
            <ColleagueRow user={users[item.index]} onOpen={onOpen} />
          </div>
        ))}
        {loadingMore && (
          <Center style={{ position: 'absolute', top: virtualizer.getTotalSize(), width: '100%', height: 56 }}>
            <Loader size="sm" />
          </Center>
        )}
      </div>
    </div>
  );
}
