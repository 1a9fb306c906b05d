import { Loader2, Pause, Play } from 'lucide-react';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { fetchRecordingUrl } from '../api/get-recording';

/** Play/pause of a call recording: fetches the short-lived URL on first play. */
export function RecordingPlayer({ callId, businessName }: { callId: string; businessName: string }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function toggle() {
    const el = audio.current;
    if (!el) return;
    if (playing) {
      el.pause();
      return;
    }
    setError(null);
    try {
      if (!src) {
        setLoading(true);
        const url = await fetchRecordingUrl(callId);
        el.src = url;
        setSrc(url);
      }
      await el.play();
    } catch (e) {
      setError(errorMessage(e, 'Could not play the recording'));
    } finally {
      setLoading(false);
    }
  }

  const label = `${playing ? 'Pause' : 'Play'} recording of ${businessName}`;
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        aria-label={label}
        onClick={toggle}
        disabled={loading}
        className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50"
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
      {/* biome-ignore lint/a11y/useMediaCaption: the transcript next to it is the text alternative */}
      <audio
        ref={audio}
        data-testid={`audio-${callId}`}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      />
      {error && (
        <span role="alert" className="text-sm text-red-700">
          {error}
        </span>
      )}
    </div>
  );
}
