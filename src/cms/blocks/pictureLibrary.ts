import { createContext } from "react";

/**
 * Decap's media library, for a picture field inside the blocks widget: the same library an image
 * widget opens (upload, or choose a picture already there), reached through the props Decap gives
 * every widget. The chosen picture comes back as `mediaPaths[controlID]`, named as a field names
 * it ("images/x.png"), and an upload is saved with the entry's draft (src/cms/entryPictures.ts).
 */
export type PictureLibrary = {
  /** Opens the library for the field `controlID`, its picture now `current`. */
  choose: (controlID: string, current: string) => void;
  /** The picture chosen for the field, once the library has given one. */
  chosen: (controlID: string) => string | undefined;
  /** The chosen picture is in the field: the library forgets it. */
  taken: (controlID: string) => void;
};

/** The props of Decap's widgets this needs. */
export type MediaProps = {
  onOpenMediaLibrary?: (options: {
    controlID: string;
    forImage: boolean;
    value: string;
    allowMultiple: boolean;
  }) => void;
  mediaPaths?: { get: (controlID: string) => unknown };
  onRemoveInsertedMedia?: (controlID: string) => void;
};

export function pictureLibraryOf(props: MediaProps): PictureLibrary | undefined {
  const { onOpenMediaLibrary, mediaPaths, onRemoveInsertedMedia } = props;
  if (!onOpenMediaLibrary || !mediaPaths) return undefined;
  return {
    choose: (controlID, current) =>
      onOpenMediaLibrary({ controlID, forImage: true, value: current, allowMultiple: false }),
    chosen: (controlID) => {
      const path = mediaPaths.get(controlID);
      return typeof path === "string" && path !== "" ? path : undefined;
    },
    taken: (controlID) => onRemoveInsertedMedia?.(controlID),
  };
}

export const PictureLibraryContext = createContext<PictureLibrary | undefined>(undefined);
