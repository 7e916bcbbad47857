import { Button } from '@renewed/ui';

export function BackToAssessments({ onBack }: { onBack: () => void }) {
  return (
    <Button variant="ghost" onClick={onBack} className="-ml-3 print:hidden">
      <span aria-hidden="true">←</span> Back to Assessments
    </Button>
  );
}

/** Prints the results; the print stylesheet (styles.css) keeps it to a clean summary. */
export function PrintButton() {
  return (
    <Button variant="outline" onClick={() => window.print()} className="print:hidden">
      Print or save as PDF
    </Button>
  );
}

/** A line for the printed summary only: what it is, when it was completed. */
export function PrintedOn({ title, completedAt }: { title: string; completedAt: string }) {
  const date = new Date(completedAt).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
  return (
    <p className="hidden print:block">
      Renewed, {title}, completed on {date}. Educational summary to discuss with a clinician; not a diagnosis.
    </p>
  );
}
