import sharp from "sharp";
import { DELETE as removeLogoRoute } from "@/app/api/user/logo/route";
import { GET as currentUserRoute } from "@/app/api/user/route";
import { POST as uploadLogoRoute } from "@/app/api/user/upload-logo/route";
import { db } from "@/lib/db";
import { LOGO_MAX_BYTES, LOGO_MESSAGES } from "@/lib/profile/logo-rules";
import { signUp } from "./support/accounts";
import { BASE_URL, callRoute } from "./support/call-route";

// file-type is ESM-only and jest's CommonJS runtime can't require() it. This bridge loads the real
// package through jest's ESM loader (a native import() that the swc transform can't rewrite), so
// the route still decides types with the real file-type.
jest.mock(
  "file-type",
  () => {
    const load = () => eval('import("file-type")') as Promise<typeof import("file-type")>;
    return { fileTypeFromBuffer: async (bytes: Uint8Array) => (await load()).fileTypeFromBuffer(bytes) };
  },
  { virtual: true },
);

// Signup is rate-limited per IP (30 an hour) and every request here comes from the same one.
beforeEach(() => db.rateLimitBucket.deleteMany());

const BLUE = "#336699";

function image(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: BLUE } });
}

const png = (width: number, height: number) => image(width, height).png().toBuffer();

/** POST /api/user/upload-logo with a real multipart body, the way a browser's FormData sends it. */
function upload(cookie: string, bytes: Uint8Array, fileName: string, declaredType: string, field = "logo") {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type: declaredType }), fileName);
  const request = new Request(new URL("/api/user/upload-logo", BASE_URL), { method: "POST", body: form, headers: { cookie } });
  return uploadLogoRoute(request, { params: Promise.resolve({}) });
}

async function proUser() {
  const account = await signUp();
  await db.user.update({ where: { id: account.user.id }, data: { isPro: true } });
  return account;
}

async function storedLogo(userId: string) {
  return db.user.findUniqueOrThrow({ where: { id: userId }, select: { logoData: true, logoMimeType: true } });
}

/** Pads a valid image with bytes after its end, which decoders ignore and re-encoding drops. */
function withTrailer(bytes: Buffer, totalLength: number, marker = "<?php system($_GET['c']); ?>") {
  const trailer = Buffer.alloc(totalLength - bytes.byteLength, 0x20);
  trailer.write(marker);
  return Buffer.concat([bytes, trailer]);
}

describe("POST /api/user/upload-logo", () => {
  let pro: Awaited<ReturnType<typeof proUser>>;
  beforeAll(async () => {
    pro = await proUser();
  });

  it("stores a PNG for a Pro user and answers dimensions and size", async () => {
    const response = await upload(pro.cookie, await png(200, 100), "logo.png", "image/png");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ message: LOGO_MESSAGES.uploaded, dimensions: "200x100", width: 200, height: 100, mimeType: "image/png" });

    const stored = await storedLogo(pro.user.id);
    expect(stored.logoMimeType).toBe("image/png");
    const bytes = Buffer.from(stored.logoData as string, "base64");
    expect(body.size).toBe(bytes.byteLength);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "png", width: 200, height: 100 });

    const current = await (await callRoute(currentUserRoute, { cookie: pro.cookie })).json();
    expect(current).toMatchObject({ logoData: stored.logoData, logoMimeType: "image/png" });
  });

  it("decides the type by the bytes: a PNG named .jpg is accepted as PNG, a JPEG is stored as PNG", async () => {
    const renamed = await upload(pro.cookie, await png(64, 64), "photo.jpg", "image/jpeg");
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ dimensions: "64x64", mimeType: "image/png" });

    const jpeg = await upload(pro.cookie, await image(300, 150).jpeg().toBuffer(), "logo.jpeg", "image/jpeg");
    expect(jpeg.status).toBe(200);
    const stored = Buffer.from((await storedLogo(pro.user.id)).logoData as string, "base64");
    expect(await sharp(stored).metadata()).toMatchObject({ format: "png", width: 300, height: 150 });
  });

  it.each([
    ["a GIF named .png", () => image(100, 100).gif().toBuffer()],
    ["a WebP named .png", () => image(100, 100).webp().toBuffer()],
    [
      "an SVG named .png",
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100"/></svg>'),
    ],
    ["a text file named .png", async () => Buffer.from("just some text, honest\n".repeat(20))],
    ["an empty file", async () => Buffer.alloc(0)],
  ])("refuses %s with 400 'Invalid file type'", async (_name, makeBytes) => {
    const before = await storedLogo(pro.user.id);
    const response = await upload(pro.cookie, await makeBytes(), "logo.png", "image/png");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ...LOGO_MESSAGES.invalidType, code: "validation" });
    expect(await storedLogo(pro.user.id)).toEqual(before);
  });

  it("accepts exactly 1 MB and refuses 1 MB + 1 byte with 'File too large'; bytes after the image are dropped", async () => {
    const base = await png(128, 128);
    const exactly = await upload(pro.cookie, withTrailer(base, LOGO_MAX_BYTES), "logo.png", "image/png");
    expect(exactly.status).toBe(200);
    const stored = Buffer.from((await storedLogo(pro.user.id)).logoData as string, "base64");
    expect(stored.byteLength).toBeLessThan(base.byteLength + 1024);
    expect(stored.includes("<?php")).toBe(false);

    const before = await storedLogo(pro.user.id);
    const tooLarge = await upload(pro.cookie, withTrailer(base, LOGO_MAX_BYTES + 1), "logo.png", "image/png");
    expect(tooLarge.status).toBe(400);
    expect(await tooLarge.json()).toEqual({ ...LOGO_MESSAGES.tooLarge, code: "validation" });
    expect(await storedLogo(pro.user.id)).toEqual(before);
  });

  it("finding 2: refuses a body far over the limit with 413 before reading it all", async () => {
    const request = new Request(new URL("/api/user/upload-logo", BASE_URL), {
      method: "POST",
      body: new Uint8Array(5 * LOGO_MAX_BYTES),
      headers: { cookie: pro.cookie, "content-type": "multipart/form-data; boundary=x" },
    });
    const response = await uploadLogoRoute(request, { params: Promise.resolve({}) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ ...LOGO_MESSAGES.tooLarge, code: "payload_too_large" });
  });

  it.each([
    [63, 63],
    [1025, 1025],
    [64, 63],
    [1025, 64],
  ])("refuses %ix%i with 400 'Invalid image dimensions'", async (width, height) => {
    const response = await upload(pro.cookie, await png(width, height), "logo.png", "image/png");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ...LOGO_MESSAGES.dimensions(width, height), code: "validation" });
  });

  it.each([
    [64, 64],
    [1024, 1024],
  ])("accepts the boundary size %ix%i", async (width, height) => {
    const response = await upload(pro.cookie, await png(width, height), "logo.png", "image/png");
    expect(response.status).toBe(200);
    expect((await response.json()).dimensions).toBe(`${width}x${height}`);
  });

  it("refuses a PNG whose body is broken after a valid header", async () => {
    const broken = (await png(200, 200)).subarray(0, 60);
    const response = await upload(pro.cookie, broken, "logo.png", "image/png");
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/^Invalid image/);
  });

  it("refuses a missing file field and a non-multipart body", async () => {
    const wrongField = await upload(pro.cookie, await png(100, 100), "logo.png", "image/png", "image");
    expect(wrongField.status).toBe(400);
    expect(await wrongField.json()).toEqual({ ...LOGO_MESSAGES.noFile, code: "validation" });

    const json = await callRoute(uploadLogoRoute, { method: "POST", cookie: pro.cookie, body: { logo: "data:image/png;base64,AAAA" } });
    expect(json.status).toBe(415);
  });

  it("refuses a Free user with 403 and stores nothing", async () => {
    const free = await signUp();
    const response = await upload(free.cookie, await png(200, 200), "logo.png", "image/png");
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ ...LOGO_MESSAGES.proOnly, code: "pro_required" });
    expect(await storedLogo(free.user.id)).toEqual({ logoData: null, logoMimeType: null });
  });

  it("answers 401 without a session", async () => {
    expect((await upload("", await png(100, 100), "logo.png", "image/png")).status).toBe(401);
  });
});

describe("DELETE /api/user/logo", () => {
  it("removes the logo, also for someone who is no longer Pro", async () => {
    const account = await proUser();
    expect((await upload(account.cookie, await png(100, 100), "logo.png", "image/png")).status).toBe(200);
    await db.user.update({ where: { id: account.user.id }, data: { isPro: false } });

    const response = await callRoute(removeLogoRoute, { method: "DELETE", cookie: account.cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(LOGO_MESSAGES.removed);
    expect(await storedLogo(account.user.id)).toEqual({ logoData: null, logoMimeType: null });
  });

  it("only touches the caller's own logo", async () => {
    const owner = await proUser();
    const other = await proUser();
    await upload(owner.cookie, await png(100, 100), "logo.png", "image/png");
    const before = await storedLogo(owner.user.id);
    await callRoute(removeLogoRoute, { method: "DELETE", cookie: other.cookie });
    expect(await storedLogo(owner.user.id)).toEqual(before);
    expect(before.logoData).not.toBeNull();
  });
});
