import { useCallback, useEffect, useState } from 'react';
import { storage } from '../../lib/storage';
import { getDownloadURL, ref, uploadBytes } from 'firebase/storage';
import { storagePaths } from '@shared/users/storagePaths';

interface LogoState {
  url: string | null;
  loading: boolean;
}

/** The user's uploaded logo (users/{uid}/logo in Storage) and a way to replace it. */
export function useUserLogo(uid: string) {
  const [state, setState] = useState<LogoState>({ url: null, loading: true });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let active = true;
    getDownloadURL(ref(storage, storagePaths.userLogo(uid)))
      .then((url) => active && setState({ url, loading: false }))
      // object-not-found simply means no logo yet; anything else also leaves the placeholder.
      .catch(() => active && setState({ url: null, loading: false }));
    return () => {
      active = false;
    };
  }, [uid, version]);

  const upload = useCallback(
    async (file: File) => {
      await uploadBytes(ref(storage, storagePaths.userLogo(uid)), file, { contentType: file.type });
      setVersion((value) => value + 1);
    },
    [uid],
  );

  return { ...state, upload };
}
