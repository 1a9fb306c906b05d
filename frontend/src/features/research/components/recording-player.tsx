import { Download, Loader2, Pause, Play } from 'lucide-react';
import { useRef, useState } from 'react';
import { formatDuration } from '#shared/domain/duration';
import { errorMessage } from '#web/lib/api-client';
import { fetchRecordingUrl } from '../api/get-recording';

const FAILED = 'The recording could not be loaded.';

/**
 * A call recording: play/pause, a scrubber with elapsed and total time, and a download link. The
 * short-lived URL is fetched on first play or download; a recording that fails to load says so.
 */
export function RecordingPlayer({
  callId,
  businessName,
  durationSeconds,
}: {
  callId: string;
  businessName: string;
  durationSeconds: number;
}) {
  const audio = useRef<HTMLAudioElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const [total, setTotal] = useState(durationSeconds);

  async function ensureSource(): Promise<string> {
    if (src) return src;
    setLoading(true);
    try {
      const url = await fetchRecordingUrl(callId);
      if (audio.current) audio.current.src = url;
      setSrc(url);
      return url;
    } finally {
      setLoading(false);
    }
  }

  async function toggle() {
    const el = audio.current;
    if (!el) return;
    if (playing) return el.pause();
    setError(null);
    try {
      await ensureSource();
      await el.play();
    } catch (e) {
      setError(errorMessage(e, FAILED));
    }
  }

  async function download() {
    setError(null);
    try {
      const url = await ensureSource();
      const link = document.createElement('a');
      link.href = url;
      link.download = `${businessName} call.wav`;
      link.click();
    } catch (e) {
      setError(errorMessage(e, FAILED));
    }
  }

  const seek = (seconds: number) => {
    if (audio.current && src) audio.current.currentTime = seconds;
    setElapsed(seconds);
  };
  const button =
    'inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50';
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-label={`${playing ? 'Pause' : 'Play'} recording of ${businessName}`}
          onClick={toggle}
          disabled={loading}
          className={button}
        >
          {loading ? (
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          ) : playing ? (
            <Pause aria-hidden="true" className="size-4" />
          ) : (
            <Play aria-hidden="true" className="size-4" />
          )}
          {playing ? 'Pause' : 'Play'}
        </button>
        <input
          type="range"
          aria-label={`Position in the recording of ${businessName}`}
          aria-valuetext={`${formatDuration(elapsed)} of ${formatDuration(total)}`}
          min={0}
          max={Math.max(1, total)}
          step={1}
          value={Math.min(elapsed, total)}
          disabled={!src}
          onChange={(e) => seek(Number(e.target.value))}
          className="min-w-0 flex-1 accent-brand-700"
        />
        <span data-testid={`recording-time-${callId}`} className="text-xs text-slate-600 tabular-nums">
          {formatDuration(elapsed)} / {formatDuration(total)}
        </span>
        <button
          type="button"
          aria-label={`Download recording of ${businessName}`}
          onClick={download}
          className={button}
        >
          <Download aria-hidden="true" className="size-4" />
        </button>
      </div>
      {/* biome-ignore lint/a11y/useMediaCaption: the transcript next to it is the text alternative */}
      <audio
        ref={audio}
        data-testid={`audio-${callId}`}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(e) => setElapsed(Math.floor(e.currentTarget.currentTime))}
        onLoadedMetadata={(e) => {
          if (Number.isFinite(e.currentTarget.duration)) setTotal(Math.round(e.currentTarget.duration));
        }}
        onError={() => {
          if (src) setError(FAILED);
        }}
      />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
