// Gallery: the dialog and the bottom sheet (focus moves in, Tab stays in, Escape closes, focus
// comes back to the button that opened them).
import { useState } from 'react';
import { BottomSheet } from '../../components/bottom-sheet.tsx';
import { Button } from '../../components/button.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { List, ListRow } from '../../components/list-row.tsx';
import { Money } from '../../components/money.tsx';
import { useSample } from './samples.ts';

export function OverlaysDemo() {
  const s = useSample();
  const [dialog, setDialog] = useState(false);
  const [sheet, setSheet] = useState(false);
  return (
    <div className="demo-row demo-overlays">
      <Button onClick={() => setDialog(true)}>{s.openDialog}</Button>
      <Button variant="secondary" onClick={() => setSheet(true)}>
        {s.openSheet}
      </Button>
      {dialog && (
        <Dialog
          title={s.dialogTitle}
          onClose={() => setDialog(false)}
          name="gallery-dialog"
          footer={
            <>
              <Button variant="secondary" onClick={() => setDialog(false)}>
                {s.cancel}
              </Button>
              <Button onClick={() => setDialog(false)}>{s.confirm}</Button>
            </>
          }
        >
          <p>{s.dialogText}</p>
          <p className="demo-big">
            <Money value={5000} />
          </p>
        </Dialog>
      )}
      <BottomSheet
        open={sheet}
        title={s.sheetTitle}
        onClose={() => setSheet(false)}
        name="gallery-sheet"
        footer={
          <Button block onClick={() => setSheet(false)}>
            {s.confirm}
          </Button>
        }
      >
        <List>
          {['bKash', 'Nagad', 'Rocket'].map((name) => (
            <ListRow key={name} title={name} onClick={() => setSheet(false)} />
          ))}
        </List>
      </BottomSheet>
    </div>
  );
}
