// A team member's profile picture in Chromium (document 1, section 4): chosen while adding the
// member, cropped to 220×220 and uploaded right after the create step with the new id; shown on
// the member afterwards; deleted after the portal's question. Roles 20, 41 and 50 disable it.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from './harness/browser';
import { setUpPortal } from './harness/scenario';

const portal = setUpPortal();

/** CRC-32 of a PNG chunk's type and data. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A `size`×`size` RGB PNG, a red square on blue, written to a temporary file; its path. */
function pngFile(size: number): string {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const inner = x > size / 4 && x < (3 * size) / 4 && y > size / 4 && y < (3 * size) / 4;
      row.set(inner ? [220, 40, 40] : [40, 80, 200], 1 + x * 3);
    }
    rows.push(row);
  }
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  const path = join(tmpdir(), `cadence-picture-${process.pid}.png`);
  writeFileSync(path, png);
  return path;
}

/** A field of the wizard's form by its label (inside the form: the menu's practice switcher is labelled Practice too). */
function field(page: Page, label: string | RegExp) {
  return page.locator('form').getByLabel(label).and(page.locator('input'));
}

/** Picks `option` in the select labelled `label`. */
async function choose(page: Page, label: string | RegExp, option: string) {
  await field(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The picture field's Upload Picture button and its hidden file input. */
const uploadButton = (page: Page) => page.getByRole('button', { name: 'Upload Picture' });

describe('team member profile picture', () => {
  it('[picture-crop] [picture-calls] [picture-delete-confirm] adds a member with a cropped picture, shows it, and deletes it after asking', async () => {
    const page = await portal.signedInPage('csmanager', '/addTeamMember/new');
    await page.getByRole('heading', { name: 'Add Team Member' }).waitFor();

    await choose(page, /^Practice/, 'Lakeview Surgical Center');
    // Roles 20, 41 and 50 disable the picture; the surgeon (40) keeps it.
    await choose(page, /^Role/, 'Physical Therapist');
    await expect.poll(() => uploadButton(page).isDisabled()).toBe(true);
    await choose(page, /^Role/, 'Surgeon');
    await expect.poll(() => uploadButton(page).isDisabled()).toBe(false);

    await field(page, /^Username/).fill('e2e.picture');
    await field(page, /^Password/).fill('Cadence#2026');
    await field(page, /^Confirm Password/).fill('Cadence#2026');
    await field(page, /^First Name/).fill('Iris');
    await field(page, /^Last Name/).fill('Pictor');
    await field(page, /^Email/).fill('iris.pictor@lakeview.example');
    await field(page, /^NPI/).fill('1811228888');
    await field(page, /^Office Phone/).fill('7735550111');

    // Choose the picture, zoom in with the slider and keep the crop.
    const chooser = page.waitForEvent('filechooser');
    await uploadButton(page).click();
    await (await chooser).setFiles(pngFile(400));
    const crop = page.getByRole('dialog', { name: 'Crop Picture' });
    await crop.waitFor();
    const zoom = crop.getByRole('slider');
    expect(await zoom.getAttribute('aria-valuemin')).toBe('10');
    expect(await zoom.getAttribute('aria-valuemax')).toBe('100');
    await zoom.focus();
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowRight');
    expect(await zoom.getAttribute('aria-valuenow')).toBe('15');
    await saveScreenshot(page, 'team-picture-crop');
    await crop.getByRole('button', { name: 'Save' }).click();
    await crop.waitFor({ state: 'hidden' });
    await page.getByRole('img', { name: 'Profile picture' }).waitFor();

    // Next creates the member, then uploads the held picture with the new id as multipart.
    const uploaded = page.waitForRequest((request) =>
      request.url().endsWith('/api/practice_team_member/create_profile_picture'),
    );
    const uploadAnswer = page.waitForResponse((response) =>
      response.url().endsWith('/api/practice_team_member/create_profile_picture'),
    );
    await page.getByRole('button', { name: 'Next' }).click();
    const upload = await uploaded;
    expect(upload.method()).toBe('POST');
    expect(upload.headers()['content-type']).toMatch(/^multipart\/form-data/);
    expect((await uploadAnswer).status()).toBe(200);
    await page.waitForURL(/\/addTeamMember\/\d+$/);
    const memberId = /\/addTeamMember\/(\d+)$/.exec(page.url())?.[1] ?? '';
    // The member's own page shows the picture.
    await page.goto(`/editTeamMember/${memberId}`);
    await page.getByRole('heading', { name: 'Edit Team Member' }).waitFor();
    const shown = page.getByRole('img', { name: 'Profile picture' });
    await shown.waitFor();
    const source = (await shown.getAttribute('src')) ?? '';
    expect(source).not.toMatch(/^data:/);
    // The stored picture (uploaded with the new member's id) is the 220×220 PNG the crop made.
    // (Chromium does not expose a multipart body holding a file to the test, so the file itself is read back.)
    const stored = await page.request.get(new URL(source, portal.baseUrl).toString());
    expect(stored.status()).toBe(200);
    const png = await stored.body();
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(220);
    expect(png.readUInt32BE(20)).toBe(220);
    await saveScreenshot(page, 'team-picture-shown');

    // Delete asks first; confirming calls delete_profile_picture/{id}.
    await page.getByRole('button', { name: 'Delete Picture' }).click();
    const question = page.getByRole('dialog');
    await question.getByText('Are you sure you want to delete this profile picture?').waitFor();
    await saveScreenshot(page, 'team-picture-delete');
    const removed = page.waitForResponse((response) =>
      response.url().endsWith(`/api/practice_team_member/delete_profile_picture/${memberId}`),
    );
    await question.getByRole('button', { name: 'Delete' }).click();
    const removal = await removed;
    expect(removal.request().method()).toBe('POST');
    expect(removal.status()).toBe(200);
    await expect.poll(() => page.getByRole('img', { name: 'Profile picture' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete Picture' }).count()).toBe(0);

    await page.reload();
    await page.getByRole('heading', { name: 'Edit Team Member' }).waitFor();
    await expect.poll(() => field(page, /^Last Name/).inputValue()).toBe('Pictor');
    expect(await page.getByRole('img', { name: 'Profile picture' }).count()).toBe(0);
  });
});

describe('My Profile', () => {
  it("[menu-my-profile-team] a clinic user's My Profile opens their own team-member record", async () => {
    const page = await portal.signedInPage('surgicalcenter');
    await page.getByRole('button', { name: /Manage Teams/ }).or(page.getByText('Manage Teams', { exact: true })).first().click();
    await saveScreenshot(page, 'team-my-profile-menu');
    await page.getByRole('link', { name: 'My Profile' }).click();
    await page.waitForURL(/\/editTeamMember\/\d+$/);
    await page.getByRole('heading', { name: 'Edit Team Member' }).waitFor();
    // The record is the user's own: Kowalski is the surgical center's administrator.
    await expect.poll(() => field(page, /^Last Name/).inputValue()).toBe('Kowalski');
    await saveScreenshot(page, 'team-my-profile');
  });
});
