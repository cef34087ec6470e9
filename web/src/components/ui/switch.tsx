import { useId, type ReactNode } from 'react';

/** An on/off switch (role="switch"), labelled by the text beside it. */
export function Switch({
  checked,
  onChange,
  label,
  description,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="switch-field">
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        className="switch"
        disabled={disabled}
        onClick={() => onChange(!checked)}
      >
        <span className="switch__thumb" aria-hidden="true" />
      </button>
      <span className="switch-field__text">
        <span id={labelId} className="switch-field__label">
          {label}
        </span>
        {description && (
          <span id={descriptionId} className="switch-field__description">
            {description}
          </span>
        )}
      </span>
    </div>
  );
}
