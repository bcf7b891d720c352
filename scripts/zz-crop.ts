import sharp from 'sharp';
const [name, top, height] = [process.argv[2]!, Number(process.argv[3]), Number(process.argv[4])];
const metaA = await sharp(`/tmp/shots/${name}-before.png`).metadata();
const crop = { left: 0, top, width: metaA.width!, height };
const a = await sharp(`/tmp/shots/${name}-before.png`).extract(crop).toBuffer();
const b = await sharp(`/tmp/shots/${name}-after.png`).extract(crop).toBuffer();
await sharp({ create: { width: metaA.width!, height: height * 2 + 10, channels: 3, background: '#ff0000' } })
  .composite([{ input: a, top: 0, left: 0 }, { input: b, top: height + 10, left: 0 }]).png().toFile('/tmp/shots/cmp.png');
