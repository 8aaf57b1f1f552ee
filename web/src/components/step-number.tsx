/** A step's number in a numbered list, on two digits (01, 02…): the list already says it to screen readers. */
export function StepNumber({ index, className }: { index: number; className?: string }) {
  return (
    <span className={className} aria-hidden="true">
      {String(index + 1).padStart(2, '0')}
    </span>
  );
}
