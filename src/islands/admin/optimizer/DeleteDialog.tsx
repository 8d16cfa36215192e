/** The confirmation before an image is deleted; focus returns to the list's heading once the image is gone. */
import type { RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import type { OptimizedImage } from '../../../domain/images/rules.ts';
import { useDelete } from './use-delete.ts';

export function DeleteDialog({
  image,
  onClose,
  onDeleted,
  sessionEnded,
  focusAfter,
}: {
  image: OptimizedImage | null;
  onClose: () => void;
  onDeleted: (name: string) => void;
  sessionEnded: (error: unknown) => boolean;
  focusAfter: RefObject<HTMLHeadingElement | null>;
}) {
  const { pending, error, deleted, confirm } = useDelete({ image, onDeleted, onClose, sessionEnded });

  return (
    <Dialog.Root open={image !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
          onCloseAutoFocus={(event) => {
            // The deleted image's button is gone: continue from the list's heading.
            if (deleted.current) {
              event.preventDefault();
              focusAfter.current?.focus();
            }
          }}
        >
          <Dialog.Title className="text-xl font-bold text-slate-900">Delete image?</Dialog.Title>
          <Dialog.Description className="mt-2 break-all text-slate-700">
            {image ? `${image.name} will be deleted from the image store. Pages that show it will show a broken image.` : ''}
          </Dialog.Description>
          {error && (
            <p role="alert" className="mt-3 font-medium text-red-700">
              {error}
            </p>
          )}
          <div className="mt-6 flex justify-end gap-3">
            <Dialog.Close className="btn-outline" disabled={pending}>
              Cancel
            </Dialog.Close>
            <button type="button" className="btn-primary" onClick={() => void confirm()} disabled={pending}>
              {pending ? 'Deleting...' : 'Delete'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
