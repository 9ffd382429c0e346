import { Button } from "@/components/ui/button";

type LoadMoreProps = { label: string; hasMore: boolean; isLoading: boolean; onLoadMore: () => void };

/** The end of a paged list: a button for the next page while there is one. */
export function LoadMore({ label, hasMore, isLoading, onLoadMore }: LoadMoreProps) {
  if (!hasMore) return null;
  return (
    <div className="flex justify-center pt-4">
      <Button variant="outline" onClick={onLoadMore} disabled={isLoading}>
        {isLoading ? "Loading…" : label}
      </Button>
    </div>
  );
}
