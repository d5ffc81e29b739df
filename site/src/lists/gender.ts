// The site's gender (str, gay, she) as the lists read it. The shell's gender switcher owns the
// value; until it exists every list is the default one.
import { DEFAULT_GENDER, type Gender } from '@reel/api';

/** The gender the next list request is made for. */
export function currentGender(): Gender {
  return DEFAULT_GENDER;
}
