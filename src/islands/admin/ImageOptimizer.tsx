/**
 * The image optimizer (spec: assistant-and-admin, sections 2, 4, 5, 7, 8, 9), behind the admin
 * login. Left card: a file picker (images only), quality 50 to 95 (default 80), max width 100 to
 * 3840 (default 1920), Optimize, the optimizing state and the result box. Right card: the images
 * optimized so far, each with a thumbnail, open and delete (after a confirmation). The data lives
 * in optimizer/use-*.ts; the views in optimizer/*.tsx.
 */
import { useRef, useState } from 'react';
import type { OptimizedImage } from '../../domain/images/rules.ts';
import { AdminGate, AdminHeader, useAdminSession } from './session.tsx';
import { DeleteDialog } from './optimizer/DeleteDialog.tsx';
import { ImageList } from './optimizer/ImageList.tsx';
import { UploadCard } from './optimizer/UploadCard.tsx';
import { useImages } from './optimizer/use-images.ts';

const TITLE = 'Image Optimizer Tool';
/** The optimizer's own login toast (the dashboard's speaks of customer interaction data). */
export const OPTIMIZER_LOGIN_SUCCESS = 'Logged in successfully. You can optimize images now.';

export default function ImageOptimizer() {
  return (
    <AdminGate title={TITLE} login={{ title: TITLE, intro: 'Log in to optimize images for the website.', success: OPTIMIZER_LOGIN_SUCCESS }}>
      {(onLoggedOut) => <Optimizer onLoggedOut={onLoggedOut} />}
    </AdminGate>
  );
}

function Optimizer({ onLoggedOut }: { onLoggedOut: () => void }) {
  const [deleting, setDeleting] = useState<OptimizedImage | null>(null);
  const [notice, setNotice] = useState('');
  const listHeading = useRef<HTMLHeadingElement>(null);

  const { sessionEnded, logout } = useAdminSession(onLoggedOut);
  const { images, status, reload, removed } = useImages(sessionEnded);

  return (
    <div className="container-page py-8">
      <AdminHeader title={TITLE} link={{ href: '/admin', label: 'Admin Dashboard' }} onLogout={logout} />
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-2">
        <UploadCard onOptimized={() => void reload()} sessionEnded={sessionEnded} />
        <ImageList images={images} listState={status} notice={notice} listHeading={listHeading} onRetry={() => void reload()} onDelete={setDeleting} />
      </div>
      <DeleteDialog
        image={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(name) => {
          removed(name);
          setNotice(`Image deleted: ${name}`);
        }}
        sessionEnded={sessionEnded}
        focusAfter={listHeading}
      />
    </div>
  );
}
