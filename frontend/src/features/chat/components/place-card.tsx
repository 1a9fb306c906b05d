import { Link } from 'react-router-dom';
import type { PanelPlace } from '../lib/start-rules';
import { phoneOf, phoneProblemOf, sharesChildrenInfo } from '../lib/start-rules';
import { RemoveButton } from './remove-button';

/**
 * Share Children Info as the call will do it: a place that asks for it while the Settings switch
 * is off shares nothing, and says so.
 */
function ShareChildrenInfo({ item, mayShare }: { item: PanelPlace; mayShare: boolean }) {
  const turnedOff = item.place.shareChildrenInfo && !mayShare;
  return (
    <p className="text-sm">
      <span className="font-medium">Share Children Info:</span>{' '}
      {sharesChildrenInfo(item.place, mayShare) ? 'Yes' : 'No'}
      {turnedOff && (
        <>
          {' — turned off in '}
          <Link to="/settings" className="font-medium text-brand-700 underline">
            Settings
          </Link>
        </>
      )}
    </p>
  );
}

/** A specific place: name, editable phone, remove button, goal and Share Children Info. */
export function PlaceCard({
  item,
  mayShareChildren,
  onPhoneChange,
  onRemove,
  focusRemove = false,
}: {
  item: PanelPlace;
  /** The account's Settings switch "Share child details on calls". */
  mayShareChildren: boolean;
  onPhoneChange: (phone: string) => void;
  onRemove: () => void;
  /** Focuses the remove button, as when the card comes back by Undo. */
  focusRemove?: boolean;
}) {
  const { place, index } = item;
  const phoneId = `place-phone-${index}`;
  const problem = phoneProblemOf(item);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3" data-testid="place-card">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h4 className="font-medium">{place.name}</h4>
          {place.address && <p className="text-xs text-slate-500">{place.address}</p>}
        </div>
        <RemoveButton
          label={`Remove ${place.name || 'this business'}`}
          onRemove={onRemove}
          focused={focusRemove}
        />
      </div>
      <label htmlFor={phoneId} className="mt-2 block text-xs font-medium text-slate-600">
        Phone
      </label>
      <input
        id={phoneId}
        type="tel"
        value={item.editedPhone ?? phoneOf(item)}
        onChange={(e) => onPhoneChange(e.target.value)}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${phoneId}-error` : undefined}
        className={`mt-1 w-full rounded-md border px-2 py-1 text-sm ${problem ? 'border-red-600' : 'border-slate-300'}`}
      />
      {problem && (
        <p id={`${phoneId}-error`} className="mt-1 text-xs text-red-700">
          {problem}
        </p>
      )}
      <p className="mt-2 text-sm">
        <span className="font-medium">Goal:</span> {place.goal}
      </p>
      <ShareChildrenInfo item={item} mayShare={mayShareChildren} />
    </li>
  );
}
