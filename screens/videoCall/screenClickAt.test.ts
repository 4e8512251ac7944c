import { describe, expect, it } from 'vitest';
import { pictureClickAt, screenClickAt, shownPicture } from './screenClickAt';

describe("where a click on the patient's screen falls", () => {
  it('[video-screen-click] as percentages of the area, one decimal, kept within 0–100', () => {
    expect(screenClickAt({ left: 100, top: 50, width: 200, height: 400 }, 150, 350)).toEqual({ xPercentage: 25, yPercentage: 75 });
    expect(screenClickAt({ left: 0, top: 0, width: 300, height: 300 }, 100, 200)).toEqual({ xPercentage: 33.3, yPercentage: 66.7 });
    expect(screenClickAt({ left: 0, top: 0, width: 100, height: 100 }, 120, -5)).toEqual({ xPercentage: 100, yPercentage: 0 });
  });

  it('a wide picture scaled to fit a square element leaves bars above and below; a tall one beside it', () => {
    expect(shownPicture({ left: 0, top: 0, width: 400, height: 400 }, 800, 400)).toEqual({ left: 0, top: 100, width: 400, height: 200 });
    expect(shownPicture({ left: 10, top: 20, width: 400, height: 200 }, 300, 600)).toEqual({ left: 160, top: 20, width: 100, height: 200 });
    // No picture yet: the element itself.
    expect(shownPicture({ left: 10, top: 20, width: 400, height: 200 }, 0, 0)).toEqual({ left: 10, top: 20, width: 400, height: 200 });
  });

  it('[video-screen-click] a click on the scaled picture is a percentage of the picture, not of the element; a click on a bar sends nothing', () => {
    // 960x600 scaled into 480x400: 480x300 from y 50 to 350.
    const element = { left: 100, top: 0, width: 480, height: 400 };
    expect(pictureClickAt(element, 960, 600, 100 + 120, 50 + 75)).toEqual({ xPercentage: 25, yPercentage: 25 });
    expect(pictureClickAt(element, 960, 600, 100 + 480, 350)).toEqual({ xPercentage: 100, yPercentage: 100 });
    expect(pictureClickAt(element, 960, 600, 300, 20)).toBeNull();
    expect(pictureClickAt(element, 960, 600, 300, 380)).toBeNull();
  });
});
