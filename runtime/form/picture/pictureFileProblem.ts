import { constants, message } from '../../../src/generated/catalog';

/** The picture types a profile picture may be, by file extension. */
export const pictureTypes = ['jpeg', 'jpg', 'png'] as const;

/** Why a chosen file cannot be a profile picture: a toast's title and message. */
export interface PictureFileProblem {
  title: string;
  message: string;
}

/**
 * Checks a chosen file before cropping: jpeg, jpg or png only ([picture-file-type]: 'Incorrect
 * File Type' / 'File must be of type: jpeg, jpg, png') and under 1 MB ([picture-file-size]:
 * 'Incorrect File Size' / 'File must be less than 1MB'); undefined when it will do.
 *
 * @example
 * pictureFileProblem({ name: 'me.gif', type: 'image/gif', size: 2000 }); // { title: 'Incorrect File Type', ... }
 */
export function pictureFileProblem(file: { name: string; type: string; size: number }): PictureFileProblem | undefined {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const subtype = file.type.toLowerCase().replace(/^image\//, '');
  const known = (name: string) => (pictureTypes as readonly string[]).includes(name);
  if (!known(extension) || (file.type !== '' && !known(subtype))) {
    return { title: message('incorrectFileType'), message: message('fileMustBeOfType', { types: pictureTypes.join(', ') }) };
  }
  if (file.size >= Number(constants.pictureMaxBytes)) {
    return { title: message('incorrectFileSize'), message: message('fileMustBeLessThan1MB') };
  }
  return undefined;
}
