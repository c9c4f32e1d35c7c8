import { Spinner } from '@/components/ui/spinner';

/**
 * An upload under way, over its tile: the share sent, as a bar and as a figure. Once every
 * byte is out the server still re-encodes the image, which the bar cannot measure: it says so.
 */
export function UploadProgress({ progress, label }: { progress: number; label: string }) {
  const sending = progress < 100;
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-surface/85 px-3 text-xs font-medium text-fg">
      {/* The bar shows the sending; the spinner only what it cannot, the server's work. */}
      <span className="flex items-center gap-1.5 whitespace-nowrap tabular-nums">
        {!sending && <Spinner />}
        {sending ? `Uploading ${progress}%` : 'Processing...'}
      </span>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={sending ? `${progress}% uploaded` : 'Uploaded, processing'}
        className="h-1.5 w-full overflow-hidden rounded-full bg-fg-muted/30"
      >
        <div className="h-full rounded-full bg-accent" style={{ width: `${progress}%` }} />
      </div>
    </div>
  );
}
